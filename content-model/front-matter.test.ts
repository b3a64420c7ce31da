// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter } from './front-matter.mjs';

describe('front matter (gray-matter, YAML core schema)', () => {
  it('reads YAML between --- lines and the body after them, values as written', () => {
    const parsed = parseFrontMatter(
      '\uFEFF---\r\ntitle: "The Cost: How"\r\npublishedAt: 2024-09-28\r\npublishAt: 2026-12-01T00:00:00Z\r\n---\r\n<p>Body</p>\r\n',
    );
    expect(parsed?.data).toEqual({
      title: 'The Cost: How',
      publishedAt: '2024-09-28',
      publishAt: '2026-12-01T00:00:00Z',
    });
    expect(parsed?.body).toBe('<p>Body</p>\n');
  });

  it('keeps an impossible date as written, for the check to refuse (no Date rolls it over)', () => {
    expect(parseFrontMatter('---\npublishedAt: 2023-02-29\n---\nx')?.data.publishedAt).toBe('2023-02-29');
  });

  it('has no front matter without a closing --- line', () => {
    expect(parseFrontMatter('<p>no front matter</p>')).toBeUndefined();
    expect(parseFrontMatter('---\ntitle: x\n<p>no end</p>')).toBeUndefined();
    expect(parseFrontMatter('---\n---\nbody')).toEqual({ data: {}, body: 'body' });
  });

  it('throws a FrontMatterError on YAML that is not, or is not key/value pairs', () => {
    expect(() => parseFrontMatter('---\ntitle: The Cost: How\n---\nx')).toThrow(FrontMatterError);
    expect(() => parseFrontMatter('---\ntitle: The Cost: How\n---\nx')).toThrow(
      'the front matter is not valid YAML (bad indentation of a mapping entry',
    );
    expect(() => parseFrontMatter('---\na: 1\na: 2\n---\nx')).toThrow('duplicated mapping key');
    expect(() => parseFrontMatter('---\n- a\n- b\n---\nx')).toThrow('must be "key: value" lines');
  });
});
