// Content as data (docs/decisions/080-content-as-files.md): each app declares the files a
// marketer edits, one schema per kind of content. The same declaration is
// - checked when the app builds (pluginContentCheck): an invalid file fails the build
//   naming the file, the field and the language;
// - the studio's collections (studio/scripts/decap-config.ts turns the schemas into Decap fields);
// - the publisher's map from a changed file to the app that ships it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import * as v from 'valibot';
import type { AppName } from './apps.mjs';

export const CONTENT_LANGS = ['en', 'es'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

const LANGUAGE_NAMES: Record<ContentLang, string> = { en: 'English', es: 'Spanish' };

// Any valibot schema: the declarations are introspected, never run in a browser.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySchema = v.GenericSchema<any, any>;

/** One file of content, or one per language when `translated` (`faq/faq.en.json`, `faq/faq.es.json`). */
export interface ContentFile {
  /** The studio's id of the entry; also the file's base name. */
  name: string;
  /** What the marketer sees in the studio. */
  label: string;
  /** Path from the app's folder, without the language part: `content/faq.json`. */
  file: string;
  translated: boolean;
  schema: AnySchema;
  /** One line in the studio under the label. */
  hint?: string;
}

/** A group of files in the studio's sidebar. */
export interface ContentCollection {
  name: string;
  label: string;
  files: ContentFile[];
}

export interface AppContent {
  app: AppName;
  collections: ContentCollection[];
}

export function defineContent(app: AppName, collections: ContentCollection[]): AppContent {
  return { app, collections };
}

/** The files one declaration stands for: `content/faq.json` → `content/faq/faq.en.json` and `faq.es.json`. */
export function filesOf(file: ContentFile): { path: string; lang: ContentLang | undefined }[] {
  if (!file.translated) return [{ path: file.file, lang: undefined }];
  return CONTENT_LANGS.map((lang) => ({ path: localisedPath(file.file, lang), lang }));
}

/**
 * `content/faq.json` → `content/faq/faq.es.json`. Each translated file has a folder of its
 * own because Decap pairs translations as `<slug>.<locale>.<ext>` only in folder collections
 * (its file collections keep both languages in one file, which would send both to every page).
 */
export function localisedPath(path: string, lang: ContentLang): string {
  return path.replace(/([^/]+)(\.[a-z]+)$/, `$1/$1.${lang}$2`);
}

/** Where an issue sits, as `faq.items[2].answer`. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  }
  return out || '(the whole file)';
}

/**
 * Every problem in an app's content files, one line each:
 * `mf-home/content/faq.es.json (Spanish): items[2].answer: must not be empty`.
 */
export function checkContent(appDir: string, content: AppContent): string[] {
  const problems: string[] = [];
  for (const collection of content.collections) {
    for (const file of collection.files) {
      for (const { path, lang } of filesOf(file)) {
        const where = `${content.app}/${path}${lang ? ` (${LANGUAGE_NAMES[lang]})` : ''}`;
        const full = join(appDir, path);
        if (!existsSync(full)) {
          problems.push(`${where}: the file is missing`);
          continue;
        }
        let data: unknown;
        try {
          data = JSON.parse(readFileSync(full, 'utf8'));
        } catch (error) {
          problems.push(`${where}: not valid JSON (${(error as Error).message})`);
          continue;
        }
        const result = v.safeParse(file.schema, data);
        if (!result.success) {
          for (const issue of result.issues) problems.push(`${where}: ${fieldOf(issue)}: ${issue.message}`);
        }
      }
    }
  }
  return problems;
}

/** Fails the app's build, before compiling, when one of its content files is invalid. */
export function pluginContentCheck(appDir: string, content: AppContent): RsbuildPlugin {
  return {
    name: 'intenta:content-check',
    setup(api) {
      api.onBeforeBuild(() => {
        const problems = checkContent(appDir, content);
        if (problems.length) {
          throw new Error(`Invalid content, the build stops:\n${problems.map((p) => `  ${p}`).join('\n')}`);
        }
      });
    },
  };
}

const filled = v.check((text: string) => text.trim() !== '', 'must not be empty');

// The field kinds content uses. Messages are what a marketer reads, in the studio and the build.

/** A line of text that must be there. */
export const line = (label?: string) =>
  v.pipe(v.string('must be text'), filled, meta<string>(label, 'string'));

/** A paragraph (several lines in the studio). */
export const paragraph = (label?: string) =>
  v.pipe(v.string('must be text'), filled, meta<string>(label, 'text'));

/** An absolute http(s) address. */
export const link = (label?: string) =>
  v.pipe(
    v.string('must be text'),
    v.url('must be a full address, like https://example.com/page'),
    v.regex(/^https?:\/\//, 'must start with https:// or http://'),
    meta<string>(label, 'string'),
  );

/** A calendar date, `2025-09-15`. */
export const isoDate = (label?: string) =>
  v.pipe(
    v.string('must be a date'),
    v.isoDate('must be a date like 2025-09-15'),
    meta<string>(label, 'date'),
  );

/** A whole number of at least 0. */
export const count = (label?: string) =>
  v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(0),
    meta<number>(label, 'number'),
  );

/** A list with at least one item. */
export const list = <T extends AnySchema>(item: T, label?: string) =>
  v.pipe(
    v.array(item, 'must be a list'),
    v.minLength(1, 'must have at least one item'),
    meta<v.InferOutput<T>[]>(label, 'list'),
  );

/** What the studio needs to draw a field: its widget and, where the key is not enough, its label. */
export type FieldMeta = {
  widget: 'string' | 'text' | 'date' | 'number' | 'list';
  label?: string;
};

function meta<T>(label: string | undefined, widget: FieldMeta['widget']) {
  return v.metadata<T, FieldMeta>(label ? { widget, label } : { widget });
}

/** What every page's head says: title, description (search results, share cards), keywords. */
export const pageMetaEntries = {
  title: line('Page title (browser tab, search results)'),
  description: paragraph('Page description (search results, share cards)'),
  keywords: list(line(), 'Keywords'),
};

/** An address on this site: `/blog`, `/es/partners`, `/#faq` (a section of a page). */
export const sitePath = (label?: string) =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^\/(?!\/)\S*$/, 'must be an address on this site starting with /, like /blog or /#faq'),
    meta<string>(label, 'string'),
  );

// Added with the partner page, the success cases and the blog's copy: lines with
// placeholders, pictures by file name, and the front matter of a folder of files (blog posts).

/**
 * A line the page completes with a value, e.g. `Flag of {country}`: every one of
 * `placeholders` must stay in it (the page puts the value where it stands).
 */
export const template = (placeholders: readonly string[], label?: string) =>
  v.pipe(
    v.string('must be text'),
    filled,
    v.check(
      (text: string) => placeholders.every((name) => text.includes(`{${name}}`)),
      `must keep ${placeholders.map((name) => `{${name}}`).join(' and ')} (the page puts the value there)`,
    ),
    meta<string>(label, 'string'),
  );

/** What the studio needs to draw a picture field: the folder its files are in. */
export type ImageFieldMeta = { widget: 'image'; folder: string; label?: string };

/**
 * A picture by its file name in `folder` (an absolute path, e.g. the app's `content/logos`):
 * lowercase letters, digits and hyphens, one of `extensions`; the file must be there.
 */
export const imageFile = (
  folder: string,
  label?: string,
  extensions: readonly string[] = ['svg', 'png', 'jpg', 'webp'],
) => {
  const shown = folder.split(/[\\/]/).slice(-2).join('/');
  const kinds = extensions.map((ext) => `.${ext}`).join(', ');
  return v.pipe(
    v.string('must be text'),
    v.regex(
      new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:${extensions.join('|')})$`),
      `must be a file name like my-picture${kinds.split(',')[0]} (lowercase letters, digits and hyphens; ${kinds})`,
    ),
    v.check((name: string) => existsSync(join(folder, name)), `must be the name of a file in ${shown}`),
    v.metadata<string, ImageFieldMeta>(
      label ? { widget: 'image', folder, label } : { widget: 'image', folder },
    ),
  );
};

/**
 * The `key: value` lines between the two `---` lines a file starts with, each value as
 * written (trimmed); `undefined` when the file has no such block.
 */
export function readFrontMatter(source: string): Record<string, string> | undefined {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const block = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text)?.[1];
  if (block === undefined) return undefined;
  const fields: Record<string, string> = {};
  for (const row of block.split('\n')) {
    const sep = row.indexOf(':');
    if (!row.trim() || row.trim().startsWith('#') || sep <= 0) continue;
    fields[row.slice(0, sep).trim()] = row.slice(sep + 1).trim();
  }
  return fields;
}

/** A file's language, from its name (`post.es.html`) or else its `language` field. */
function languageOf(file: string, fields: Record<string, string> | undefined): ContentLang | undefined {
  const named = /\.([a-z]{2})\.[a-z]+$/.exec(file)?.[1] ?? fields?.language;
  return CONTENT_LANGS.find((lang) => lang === named);
}

/**
 * Every problem in the front matter of the files of `folder` ending in `extension`, checked
 * against `schema`, one line each:
 * `mf-blog/content/posts/2024-09-28-x.es.html (Spanish): excerpt: must not be empty`.
 */
export function checkFrontMatterFolder(
  app: AppName,
  appDir: string,
  folder: string,
  schema: AnySchema,
  extension = '.html',
): string[] {
  const problems: string[] = [];
  if (!existsSync(folder)) return [`${folder}: the folder is missing`];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .sort()) {
    const full = join(folder, file);
    const inApp = relative(appDir, full);
    const fields = readFrontMatter(readFileSync(full, 'utf8'));
    const lang = languageOf(file, fields);
    const where = `${inApp.startsWith('..') ? full : `${app}/${inApp}`}${lang ? ` (${LANGUAGE_NAMES[lang]})` : ''}`;
    if (!fields) {
      problems.push(`${where}: no front matter (the file must start with a block between two "---" lines)`);
      continue;
    }
    const result = v.safeParse(schema, fields);
    if (result.success) continue;
    for (const issue of result.issues) {
      const message =
        issue.input === undefined
          ? 'is missing'
          : issue.type === 'strict_object'
            ? 'is not a known field'
            : issue.message;
      problems.push(`${where}: ${fieldOf(issue)}: ${message}`);
    }
  }
  return problems;
}

/** Fails the app's build, before compiling, when a file of `folder` has invalid front matter. */
export function pluginFrontMatterCheck(
  app: AppName,
  appDir: string,
  folder: string,
  schema: AnySchema,
): RsbuildPlugin {
  return {
    name: 'intenta:front-matter-check',
    setup(api) {
      api.onBeforeBuild(() => {
        const problems = checkFrontMatterFolder(app, appDir, folder, schema);
        if (problems.length) {
          throw new Error(
            `Invalid front matter, the build stops:\n${problems.map((p) => `  ${p}`).join('\n')}`,
          );
        }
      });
    },
  };
}

/** A list that may be empty (the block shows nothing for it then). */
export const optionalList = <T extends AnySchema>(item: T, label?: string) =>
  v.pipe(v.array(item, 'must be a list'), meta<v.InferOutput<T>[]>(label, 'list'));

/** An anchor in a page's address (`/#how-it-works`): lowercase letters and digits, words joined by hyphens. */
export const anchor = (label?: string) =>
  v.pipe(
    v.string('must be text'),
    v.regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'must be lowercase letters and digits, words joined by hyphens, like how-it-works',
    ),
    meta<string>(label, 'string'),
  );
