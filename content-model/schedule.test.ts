// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import scheduledContentLoader from './scheduled-content-loader.mjs';
import {
  isDue,
  isPublishAt,
  publishNow,
  viteScheduledContent,
  withoutScheduled,
  withoutScheduledJson,
} from './schedule.mjs';

const AT = '2026-12-01T09:00:00Z';
const BEFORE = new Date('2026-12-01T08:59:59Z');
const AFTER = new Date('2026-12-01T09:00:00Z');

/** A press block as a content file would hold it: one article out, one scheduled, one past its time. */
const press = {
  heading: 'In the press',
  items: [
    { outlet: 'Tech Latam Journal', title: 'Out already' },
    { outlet: 'Mercado Digital', title: 'Coming in December', publishAt: AT },
    {
      outlet: 'Mercado Digital',
      title: 'Came out in 2025',
      publishAt: '2025-06-01T00:00:00Z',
    },
  ],
};

describe('publishAt', () => {
  it.each([AT, '2026-12-01T09:00Z', '2026-12-01T09:00:00.5Z', '2028-02-29T23:59:59Z'])(
    'accepts %s',
    (value) => expect(isPublishAt(value)).toBe(true),
  );

  it.each([
    '2026-12-01',
    '2026-12-01T09:00:00',
    '2026-12-01 09:00:00Z',
    '2026-12-01T09:00:00+00:00',
    '2026-02-29T09:00:00Z',
    '2026-12-01T24:00:00Z',
    '2026-12-01T09:60:00Z',
    '',
    20261201,
    undefined,
  ])('refuses %s', (value) => expect(isPublishAt(value)).toBe(false));

  it('is due from its very moment; no publishAt is due at once', () => {
    expect(isDue(AT, BEFORE)).toBe(false);
    expect(isDue(AT, AFTER)).toBe(true);
    expect(isDue(undefined, BEFORE)).toBe(true);
  });

  it('now is PUBLISH_NOW when set, else the build clock; a malformed PUBLISH_NOW stops', () => {
    const clock = new Date('2030-01-01T00:00:00Z');
    expect(publishNow({ PUBLISH_NOW: AT }, clock)).toEqual(new Date(AT));
    expect(publishNow({}, clock)).toBe(clock);
    expect(publishNow({ PUBLISH_NOW: '' }, clock)).toBe(clock);
    expect(() => publishNow({ PUBLISH_NOW: '2026-12-01' }, clock)).toThrow(
      'PUBLISH_NOW must be a UTC date-time like 2026-12-01T09:00:00Z (got "2026-12-01")',
    );
    // One moment for the whole build.
    expect(publishNow({})).toBe(publishNow({}));
  });
});

describe('scheduled items of content JSON', () => {
  it('drops an item whose publishAt is to come, and removes publishAt from the rest', () => {
    expect(withoutScheduled(press, BEFORE)).toEqual({
      heading: 'In the press',
      items: [
        { outlet: 'Tech Latam Journal', title: 'Out already' },
        { outlet: 'Mercado Digital', title: 'Came out in 2025' },
      ],
    });
    expect(withoutScheduled(press, AFTER)).toEqual({
      heading: 'In the press',
      items: [
        { outlet: 'Tech Latam Journal', title: 'Out already' },
        { outlet: 'Mercado Digital', title: 'Coming in December' },
        { outlet: 'Mercado Digital', title: 'Came out in 2025' },
      ],
    });
  });

  it('keeps an item whose publishAt is left empty (null or empty text): not set is published', () => {
    for (const empty of [null, ''])
      expect(withoutScheduled({ items: [{ title: 'x', publishAt: empty }] }, BEFORE)).toEqual({
        items: [{ title: 'x' }],
      });
    expect(isDue(null, BEFORE)).toBe(true);
    expect(isDue('', BEFORE)).toBe(true);
  });

  it('reaches lists at any depth', () => {
    const nested = {
      groups: [{ name: 'A', partners: [{ name: 'x', publishAt: AT }, { name: 'y' }] }],
    };
    expect(withoutScheduled(nested, BEFORE)).toEqual({
      groups: [{ name: 'A', partners: [{ name: 'y' }] }],
    });
  });

  it('refuses a malformed publishAt, or one outside a list, naming where it is', () => {
    expect(() => withoutScheduled({ items: [{ publishAt: '2026-12-01' }] }, BEFORE)).toThrow(
      'items[0].publishAt: must be a UTC date-time like 2026-12-01T09:00:00Z (got "2026-12-01")',
    );
    expect(() => withoutScheduled({ hero: { publishAt: AT } }, BEFORE)).toThrow(
      'hero.publishAt: only an item of a list can be scheduled',
    );
  });

  it('leaves the text of a file with nothing scheduled untouched, byte for byte', () => {
    const text = '{\n  "heading":   "In the press",\n  "items": []\n}\n';
    expect(withoutScheduledJson(text, BEFORE, 'content/press.json')).toBe(text);
    expect(() => withoutScheduledJson('{"publishAt": 1', BEFORE, 'content/press.json')).toThrow(
      '[scheduled content] content/press.json:',
    );
  });

  it('the Rspack loader filters at the moment the build passes', () => {
    const run = (now: string) =>
      JSON.parse(
        (scheduledContentLoader as (this: unknown, source: string) => string).call(
          {
            getOptions: () => ({ now }),
            resourcePath: '/app/content/press.json',
            rootContext: '/app',
          },
          JSON.stringify(press),
        ),
      ) as typeof press;
    expect(run(BEFORE.toISOString()).items.map((item) => item.title)).toEqual([
      'Out already',
      'Came out in 2025',
    ]);
    expect(run(AFTER.toISOString()).items).toHaveLength(3);
  });

  it('the Vitest plugin filters the JSON of the content folders it is given, only those', () => {
    const plugin = viteScheduledContent(['/repo/mf-home/content']);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const source = JSON.stringify(press);
    vi.stubEnv('PUBLISH_NOW', BEFORE.toISOString());
    const out = transform(source, '/repo/mf-home/content/press/press.en.json');
    expect(JSON.parse(out!.code).items).toHaveLength(2);
    expect(transform(source, '/repo/mf-home/src/data.json')).toBeNull();
    expect(transform('x', '/repo/mf-home/content/press/Press.tsx')).toBeNull();
    vi.stubEnv('PUBLISH_NOW', AFTER.toISOString());
    expect(
      JSON.parse(transform(source, '/repo/mf-home/content/press/press.es.json')!.code).items,
    ).toHaveLength(3);
    vi.unstubAllEnvs();
  });
});

describe('a build with the loader (Rspack)', () => {
  let tmp: string | null = null;
  afterEach(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    tmp = null;
  });

  /** Builds an entry that imports the press file, with the loader as rsbuild-app.ts applies it. */
  async function build(now: Date): Promise<string> {
    tmp = mkdtempSync(join(tmpdir(), 'scheduled-build-'));
    mkdirSync(join(tmp, 'content', 'press'), { recursive: true });
    writeFileSync(join(tmp, 'content', 'press', 'press.en.json'), JSON.stringify(press, null, 2));
    writeFileSync(
      join(tmp, 'index.js'),
      "import press from './content/press/press.en.json';\nexport const titles = press.items.map((item) => item.title);\n",
    );
    const compiler = rspack({
      mode: 'production',
      context: tmp,
      entry: './index.js',
      target: 'node',
      output: {
        path: join(tmp, 'dist'),
        filename: 'main.js',
        library: { type: 'commonjs2' },
      },
      optimization: { minimize: false },
      module: {
        rules: [
          {
            test: /\.json$/,
            include: [join(tmp, 'content')],
            use: [
              {
                loader: join(import.meta.dirname, 'scheduled-content-loader.mjs'),
                options: { now: now.toISOString() },
              },
            ],
          },
        ],
      },
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      }),
    );
    return readFileSync(join(tmp, 'dist', 'main.js'), 'utf8');
  }

  it('leaves a future item out of the bundle, and ships it once due', async () => {
    const before = await build(BEFORE);
    expect(before).toContain('Out already');
    expect(before).toContain('Came out in 2025');
    expect(before).not.toContain('Coming in December');
    expect(before).not.toContain('publishAt');
    expect(before).not.toContain(AT);

    const after = await build(AFTER);
    expect(after).toContain('Coming in December');
    expect(after).not.toContain('publishAt');
  });
});
