// @vitest-environment node
// A press article may be scheduled (docs/decisions/035-scheduled-content.md): the schema checks
// its `publishAt`, and the build's loader leaves it off the page until then.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@intenta/content-model/content.ts';
import { withoutScheduledJson } from '@intenta/content-model/schedule.mjs';
import content from '../../../../content/collections.ts';
import type { PressFile } from '../../../../content/collections.ts';

const appDir = join(import.meta.dirname, '..', '..', '..', '..');
const pressFile = content.collections.flatMap((c) => c.files).find((file) => file.name === 'press')!;
const press = JSON.parse(
  readFileSync(join(appDir, 'content', 'press', 'press.en.json'), 'utf8'),
) as PressFile;

const AT = '2026-12-01T09:00:00Z';
const scheduled = {
  ...press,
  items: [{ ...press.items[0]!, title: 'A scheduled article', publishAt: AT }, ...press.items],
};

describe('a scheduled press article', () => {
  it('is a valid press item; a malformed publishAt is refused', () => {
    expect(checkContent(appDir, content)).toEqual([]);
    expect(v.safeParse(pressFile.schema, scheduled).success).toBe(true);
    const bad = { ...scheduled, items: [{ ...scheduled.items[0], publishAt: '2026-12-01' }] };
    expect(v.safeParse(pressFile.schema, bad).issues?.map((issue) => issue.message)).toEqual([
      'must be a UTC date-time like 2026-12-01T09:00:00Z',
    ]);
  });

  it('is off the built page until its time, then on it without its publishAt', () => {
    const built = (now: string) =>
      JSON.parse(
        withoutScheduledJson(JSON.stringify(scheduled), new Date(now), 'press.en.json'),
      ) as PressFile;
    const before = built('2026-12-01T08:59:59Z');
    expect(before).toEqual(press);
    const after = built(AT);
    expect(after.items.map((item) => item.title)).toEqual([
      'A scheduled article',
      ...press.items.map((item) => item.title),
    ]);
    expect(JSON.stringify(after)).not.toContain('publishAt');
  });
});
