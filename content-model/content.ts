// Content as data (docs/decisions/080-content-as-files.md): each app declares the files a
// marketer edits, one schema per kind of content. The same declaration is
// - checked when the app builds (pluginContentCheck): an invalid file fails the build
//   naming the file, the field and the language;
// - the studio's collections (studio/scripts/decap-config.ts turns the schemas into Decap fields);
// - the publisher's map from a changed file to the app that ships it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import * as v from 'valibot';
import { LANGS, type Lang } from 'shared/lang';
import type { AppName } from '@intenta/workspace/apps.mjs';
import { FrontMatterError, parseFrontMatter } from './front-matter.mjs';
import {
  PICTURE_EXTENSIONS,
  isRaster,
  pictureProblem,
  sizeOfPicture,
  widestShown,
  type PictureUse,
} from './picture-limits.mjs';
import { isRealDate } from './dates.mjs';
import { pictureBytes, withUploadedPictures } from './uploaded-pictures.mjs';
import { isPublishAt, isUnset, PUBLISH_AT, PUBLISH_AT_FORMAT } from './schedule.mjs';

/** The languages every localised content file comes in: the site's (shared's contract). */
export { LANGS };

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Spanish' };

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
  /**
   * The page that shows the file, which the studio's preview links open (English where there is
   * one); the home page when not given (a file shown on every page).
   */
  page?: string;
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
  folders?: ContentFolder[];
}

export function defineContent(
  app: AppName,
  collections: ContentCollection[],
  folders: ContentFolder[] = [],
): AppContent {
  return { app, collections, folders };
}

/** The files one declaration stands for: `content/faq.json` → `content/faq/faq.en.json` and `faq.es.json`. */
export function filesOf(file: ContentFile): { path: string; lang: Lang | undefined }[] {
  if (!file.translated) return [{ path: file.file, lang: undefined }];
  return LANGS.map((lang) => ({ path: localisedPath(file.file, lang), lang }));
}

/**
 * `content/faq.json` → `content/faq/faq.es.json`. Each translated file has a folder of its
 * own because Decap pairs translations as `<slug>.<locale>.<ext>` only in folder collections
 * (its file collections keep both languages in one file, which would send both to every page).
 */
export function localisedPath(path: string, lang: Lang): string {
  return path.replace(/([^/]+)(\.[a-z]+)$/, `$1/$1.${lang}$2`);
}

interface SchemaShape {
  type: string;
  entries?: Record<string, SchemaShape>;
  item?: SchemaShape;
  wrapped?: SchemaShape;
}

/**
 * `data` with every optional field that is not set (null or empty text, as Decap writes an
 * optional field left empty; content-model/schedule.mjs `isUnset`) left out, at any depth of
 * `schema`: "empty" means "not set" in the studio, the schemas and the build alike. Required
 * fields are kept as they are, so an empty one is still refused as empty.
 */
export function withoutUnset(schema: AnySchema, data: unknown): unknown {
  const shape = schema as unknown as SchemaShape;
  if (shape.type === 'optional' || shape.type === 'exact_optional' || shape.type === 'nullish')
    return isUnset(data) ? undefined : withoutUnset(shape.wrapped as unknown as AnySchema, data);
  if (shape.entries && typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const field = shape.entries[key];
      const kept = field ? withoutUnset(field as unknown as AnySchema, value) : value;
      if (kept !== undefined || !field) out[key] = kept;
    }
    return out;
  }
  if (shape.item && Array.isArray(data))
    return data.map((item) => withoutUnset(shape.item as unknown as AnySchema, item));
  return data;
}

/** `safeParse` of content as the build reads it: optional fields left empty are not set. */
export function parseContent<T extends AnySchema>(schema: T, data: unknown) {
  return v.safeParse(schema, withoutUnset(schema, data));
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
        const result = parseContent(file.schema, data);
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

/** What a field that must be filled says when it is not (the studio's form says it beside the field). */
export const MUST_NOT_BE_EMPTY = 'must not be empty';

const filled = v.check((text: string) => text.trim() !== '', MUST_NOT_BE_EMPTY);

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

const DATE_FORM = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, `2025-09-15`, and a real one (content-model/dates.mjs): never `2025-02-30`. */
export const isoDate = (label?: string) =>
  v.pipe(
    v.string('must be a date'),
    v.regex(DATE_FORM, 'must be a date like 2025-09-15'),
    // Only once the form is right, so a malformed value gets one message, not two.
    v.check((value: string) => !DATE_FORM.test(value) || isRealDate(value), 'must be a real date'),
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

/**
 * The heading an app's pages are listed under in /llms.txt, the site's summary for AI
 * assistants: one file both languages share (`content/llms.json`), as llms.txt is one file.
 */
const llmsSchema = v.object({
  section: line('Heading of these pages in /llms.txt (read by AI assistants)'),
});
export type LlmsFile = v.InferOutput<typeof llmsSchema>;

export const llmsFile: ContentFile = {
  name: 'llms',
  label: 'Heading in llms.txt',
  file: 'content/llms.json',
  translated: false,
  schema: llmsSchema,
  hint: '/llms.txt lists every page of the site for AI assistants, under one heading per part of the site',
  page: '/llms.txt',
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

// Pictures a studio save uploads count as there while it is checked (uploaded-pictures.mjs).
export { withUploadedPictures };

/**
 * A picture by its file name in `folder` (an absolute path, e.g. the app's `content/logos`):
 * lowercase letters, digits and hyphens, one of PICTURE_EXTENSIONS (PNG, JPEG, WebP, SVG); the
 * file must be there, and be what picture-limits.mjs accepts, a photo at least as wide as `use`
 * is shown (content-model/pictures.mjs).
 */
export const imageFile = (folder: string, label: string | undefined, use: PictureUse) => {
  const shown = folder.split(/[\\/]/).slice(-2).join('/');
  const kinds = PICTURE_EXTENSIONS.map((ext) => `.${ext}`).join(', ');
  return v.pipe(
    v.string('must be text'),
    v.regex(
      new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:${PICTURE_EXTENSIONS.join('|')})$`),
      `must be a file name like my-picture.png (lowercase letters, digits and hyphens; ${kinds})`,
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      // One message for a name of the wrong form.
      if (!dataset.typed || dataset.issues) return;
      const bytes = pictureBytes(join(folder, dataset.value));
      if (!bytes) return addIssue({ message: `must be the name of a file in ${shown}` });
      // The page is served with the picture's width and height, read from the file.
      const problem = pictureProblem(
        dataset.value,
        bytes.byteLength,
        sizeOfPicture(bytes),
        isRaster(dataset.value) ? widestShown(use) : 0,
      );
      if (problem) addIssue({ message: `is refused: ${problem}` });
    }),
    v.metadata<string, ImageFieldMeta>(
      label ? { widget: 'image', folder, label } : { widget: 'image', folder },
    ),
  );
};

/**
 * What a picture shows, said in both languages, for a picture in a file both languages share
 * (`partners.json`): `{ "en": "…", "es": "…" }`, both there and not empty, so each page reads
 * its own. A picture in a translated file has one description per language file: a `line`.
 */
export const pictureAlt = (label = 'Picture description (screen readers), in both languages') => {
  const described = (lang: Lang) => {
    const missing = `needs the description of the picture in ${LANGUAGE_NAMES[lang]}`;
    return v.pipe(
      v.string(missing),
      v.check((text: string) => text.trim() !== '', missing),
      meta<string>(LANGUAGE_NAMES[lang], 'string'),
    );
  };
  return v.pipe(
    v.object({ en: described('en'), es: described('es') }, (issue) => {
      // A language left out is named; a value that is not a pair asks for both.
      const key = issue.path?.at(-1)?.key;
      return key === 'en' || key === 'es'
        ? `needs the description of the picture in ${LANGUAGE_NAMES[key]}`
        : 'needs the description of the picture in English and Spanish';
    }),
    v.title(label),
    v.description('What the picture shows, for people who cannot see it: in English and in Spanish'),
  );
};

/**
 * The YAML front matter a file starts with (content-model/front-matter.mjs: gray-matter, values as
 * written, so a date stays its text); `undefined` when the file has no such block.
 */
export function readFrontMatter(source: string): Record<string, unknown> | undefined {
  return parseFrontMatter(source)?.data;
}

/** A file's language, from its name: `post.es.md` → `es`. */
function languageOf(file: string): Lang | undefined {
  const named = /\.([a-z]{2})\.[a-z]+$/.exec(file)?.[1];
  return LANGS.find((lang) => lang === named);
}

/** What is wrong with a file of a folder: in a field (`body`: the article), or in the whole file. */
export interface FileProblem {
  field?: string;
  message: string;
}

/** A file of a folder as read: its front matter as its schema outputs it, and its body; or its problems. */
export type FolderFile =
  | { data: Record<string, unknown>; body: string; problems: [] }
  | { data?: undefined; body?: string; problems: FileProblem[] };

/**
 * One file of a declared folder (a blog post), read as the build and the studio's save gate both
 * read it: the front matter through the folder's schema (its output is what the build uses), the
 * body through the folder's rule.
 */
export function readFolderFile(folder: ContentFolder, source: string): FolderFile {
  let parsed;
  try {
    parsed = parseFrontMatter(source);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    return { problems: [{ message: error.message }] };
  }
  if (!parsed) {
    return {
      problems: [{ message: 'no front matter (the file must start with a block between two "---" lines)' }],
    };
  }
  const body = parsed.body.trim();
  const problems: FileProblem[] = folder.body.problems(body).map((message) => ({ field: 'body', message }));
  const result = parseContent(folder.frontMatter, parsed.data);
  if (!result.success) {
    for (const issue of result.issues) {
      const message =
        issue.input === undefined
          ? 'is missing'
          : issue.type === 'strict_object'
            ? 'is not a known field'
            : issue.message;
      problems.push({ field: fieldOf(issue), message });
    }
  }
  if (problems.length || !result.success) return { body, problems };
  return { data: result.output as Record<string, unknown>, body, problems: [] };
}

/**
 * Every problem of the files of `dir` (the folder's files, wherever they are: the build may
 * point at a copy), one line each:
 * `mf-blog/content/posts/2024-09-28-x.es.md (Spanish): excerpt: must not be empty`.
 */
export function checkFrontMatterFolder(
  app: AppName,
  appDir: string,
  dir: string,
  folder: ContentFolder,
): string[] {
  const problems: string[] = [];
  if (!existsSync(dir)) return [`${dir}: the folder is missing`];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(`.${folder.extension}`))
    .sort()) {
    const full = join(dir, file);
    const inApp = relative(appDir, full);
    const lang = languageOf(file);
    const where = `${inApp.startsWith('..') ? full : `${app}/${inApp}`}${lang ? ` (${LANGUAGE_NAMES[lang]})` : ''}`;
    for (const { field, message } of readFolderFile(folder, readFileSync(full, 'utf8')).problems)
      problems.push(field ? `${where}: ${field}: ${message}` : `${where}: ${message}`);
  }
  return problems;
}

/**
 * Every problem the build would stop for in an app's content (its files and folders), one line
 * each: what the release tools report before they build.
 */
export function contentProblems(appDir: string, content: AppContent): string[] {
  return [
    ...checkContent(appDir, content),
    ...(content.folders ?? []).flatMap((folder) =>
      checkFrontMatterFolder(content.app, appDir, join(appDir, folder.folder), folder),
    ),
  ];
}

/** Fails the app's build, before compiling, when a file of the folder at `dir` is invalid. */
export function pluginFrontMatterCheck(
  app: AppName,
  appDir: string,
  dir: string,
  folder: ContentFolder,
): RsbuildPlugin {
  return {
    name: 'intenta:front-matter-check',
    setup(api) {
      api.onBeforeBuild(() => {
        const problems = checkFrontMatterFolder(app, appDir, dir, folder);
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

// Added with scheduled content (docs/decisions/035-scheduled-content.md): a blog post or an
// item of a list in a content JSON file may carry `publishAt`; the build leaves it out until then.

/**
 * When a post or a list item comes out, optional: a UTC date-time, `2026-12-01T09:00:00Z`.
 * Until then the build leaves it out (content-model/schedule.mjs); without it, it is out at once.
 */
export const publishAt = (label = 'Publish at (UTC, like 2026-12-01T09:00:00Z; empty: at once)') =>
  v.optional(
    v.pipe(
      v.string('must be text'),
      v.regex(PUBLISH_AT, `must be ${PUBLISH_AT_FORMAT}`),
      // Only once the form is right, so a malformed value gets one message, not two.
      v.check(
        (value: string) => !PUBLISH_AT.test(value) || isPublishAt(value),
        'must be a real date and time',
      ),
      meta<string>(label, 'string'),
    ),
  );

/** One scheduled thing in an app's content: the file (from the app's folder) and when it comes out. */
export interface ScheduledContent {
  file: string;
  publishAt: string;
}

/** Every `publishAt` value at any depth of some JSON data. */
function publishAtsOf(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(publishAtsOf);
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key === 'publishAt' && typeof value === 'string' ? [value] : publishAtsOf(value),
  );
}

/**
 * Every `publishAt` in an app's content (`<appDir>/content/`): in the front matter of its
 * `.md` files (blog posts) and anywhere in its `.json` files, past ones included, soonest
 * first. What a publisher needs to know when a build would change. A file that cannot be
 * read is skipped: the build's checks name it.
 */
export function scheduledIn(appDir: string): ScheduledContent[] {
  const root = join(appDir, 'content');
  if (!existsSync(root)) return [];
  const found: ScheduledContent[] = [];
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = join(root, name);
    const file = relative(appDir, full).split(sep).join('/');
    let values: string[] = [];
    try {
      if (name.endsWith('.md')) {
        const at = parseFrontMatter(readFileSync(full, 'utf8'))?.data.publishAt;
        // Left empty (null or ''), it is not set.
        values = typeof at === 'string' && !isUnset(at) ? [at] : [];
      } else if (name.endsWith('.json')) {
        values = publishAtsOf(JSON.parse(readFileSync(full, 'utf8')));
      }
    } catch {
      continue;
    }
    for (const value of values) found.push({ file, publishAt: value });
  }
  const moment = (value: string) => Date.parse(value) || 0;
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return found.sort((a, b) => moment(a.publishAt) - moment(b.publishAt) || byName(a.file, b.file));
}

/** A folder of files with front matter and a body, one file per language (blog posts). */
export interface ContentFolder {
  name: string;
  label: string;
  labelSingular: string;
  /** From the app's folder: `content/posts`. */
  folder: string;
  /** The files' extension: `md`, front matter then a Markdown body. */
  extension: 'md';
  frontMatter: AnySchema;
  body: {
    label: string;
    hint?: string;
    /** Where the pictures of the body are (absolute): the studio's media library for it. */
    pictures: string;
    /** What the body may not hold, in a writer's words: the build's check and the studio's gate. */
    problems: (body: string) => string[];
  };
  /** Decap's template for a new entry's file name. */
  slug: string;
  /** Front-matter fields that are the same in both languages. */
  sharedFields: string[];
  /**
   * The build's rules across the folder's files (an address used twice, a translation out of
   * step), one problem per file at fault: the studio runs them when an entry is saved.
   */
  crossCheck?: (files: { file: string; source: string }[]) => {
    file: string;
    problem: string;
    /** A value another file already uses (an address): the field, the value, that file. */
    clash?: { field: string; value: string; usedBy: string };
  }[];
  /**
   * Where the site shows the folder (English): its list, and an entry's page with `{slug}` for
   * its front matter's slug. The studio's preview links open them.
   */
  pages?: { list: string; entry: string };
}
