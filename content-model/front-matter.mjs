// @ts-check
// Front matter: the YAML block between two `---` lines that a content file (a blog post)
// starts with, then its body. Decap CMS reads and writes these files, so they are plain YAML,
// parsed with gray-matter. Plain JavaScript, so the build's loaders (mf-blog/scripts) and the
// build-time check (content.ts) share it without a TypeScript step.
//
// Values are read as written: YAML's core schema, which has no timestamps, so
// `publishedAt: 2024-09-28` is the text "2024-09-28", never a Date (js-yaml's default schema
// would turn it into a Date, and an impossible date like 2023-02-29 into 1 March without a word).
import matter from 'gray-matter';
import yaml from 'js-yaml';

/** gray-matter's YAML engine, with the core schema. */
const engines = {
  yaml: (/** @type {string} */ text) => /** @type {object} */ (yaml.load(text, { schema: yaml.CORE_SCHEMA })),
};

/** The front matter could not be read: not YAML, or not `key: value` pairs. */
export class FrontMatterError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'FrontMatterError';
  }
}

/**
 * A file's front matter and body; `undefined` when the file does not start with a block
 * between two `---` lines. Throws a FrontMatterError when the block is not YAML key/value pairs.
 * @param {string} source the whole file
 * @returns {{ data: Record<string, unknown>, body: string } | undefined}
 */
export function parseFrontMatter(source) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  if (!/^---\n(?:[\s\S]*?\n)?---(?:\n|$)/.test(text)) return undefined;
  let parsed;
  try {
    parsed = matter(text, { engines });
  } catch (error) {
    const reason = /** @type {Error} */ (error).message.split('\n')[0];
    throw new FrontMatterError(`the front matter is not valid YAML (${reason})`);
  }
  const data = /** @type {unknown} */ (parsed.data);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new FrontMatterError('the front matter must be "key: value" lines');
  }
  return { data: /** @type {Record<string, unknown>} */ (data), body: parsed.content };
}
