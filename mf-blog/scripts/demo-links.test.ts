// @vitest-environment node
// docs/product.md (issue 32, item 5): a post's call to book a demo goes to the demo section of
// the home in the post's language (`/#demo-section`, `/es#…`), never to the top of the home.
// The anchors are the home's own (`ids.demo` in mf-home/content/hero/hero.<lang>.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPosts } from './posts.mjs';

const root = join(import.meta.dirname, '..', '..');
const HOME = { en: '/', es: '/es' } as const;

function demoSection(lang: 'en' | 'es'): string {
  const hero = JSON.parse(
    readFileSync(join(root, 'mf-home', 'content', 'hero', `hero.${lang}.json`), 'utf8'),
  ) as { ids: { demo: string } };
  return `${HOME[lang]}#${hero.ids.demo}`;
}

/** A link whose words ask to book a demo or to talk to the team that gives it. */
const DEMO_CALL = /\bdemo\b|demostraci[oó]n|talk to our team|habla con nuestro equipo/i;

/** Every link of a post's body: its address and its text, tags and line breaks left out. */
function linksOf(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi)].map((m) => ({
    href: m[1]!,
    text: m[2]!
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

const posts = readPosts();
const calls = posts.flatMap(({ meta, content }) =>
  linksOf(content)
    .filter((link) => DEMO_CALL.test(link.text))
    .map((link) => ({ file: meta.file, lang: meta.language, ...link })),
);

describe("a post's call to book a demo goes to the demo section in the post's language", () => {
  it('finds such calls in posts of both languages', () => {
    expect(calls.some((call) => call.lang === 'en')).toBe(true);
    expect(calls.some((call) => call.lang === 'es')).toBe(true);
  });

  it.each(calls)('$file: "$text"', ({ lang, href }) => {
    expect(href).toBe(demoSection(lang));
  });

  it('reads a link across lines and tells a demo call from another link', () => {
    const html =
      '<p>Ready? <a href="/#demo-section"\n  >book a\n  <em>demo</em></a\n> or read the <a href="/blog">blog</a>.</p>';
    expect(linksOf(html).filter((link) => DEMO_CALL.test(link.text))).toEqual([
      { href: '/#demo-section', text: 'book a demo' },
    ]);
    expect(demoSection('en')).toBe('/#demo-section');
    expect(demoSection('es')).toMatch(/^\/es#/);
  });
});
