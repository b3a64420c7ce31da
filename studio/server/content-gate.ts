// What the studio refuses to save: a file that its app's schema rejects. The build checks
// the same schema again, so nothing invalid reaches a page either way.
import { filesOf, parseContent, readFolderFile, type AppContent } from '@intenta/content-model/content.ts';
import { parseFrontMatter } from '@intenta/content-model/front-matter.mjs';
import { fieldLabel } from './decap-config.ts';
import { isPublishAt } from '@intenta/content-model/schedule.mjs';

interface SavedFile {
  path: string;
  raw: string;
}

const LANGUAGE = { en: 'English', es: 'Spanish' } as const;
type Lang = keyof typeof LANGUAGE;
// A problem reads `Spanish · Questions 2 › Answer: must not be empty`: the language, the field as
// the form labels it, what is wrong.

/**
 * A problem of a save, where the form shows it: the language, the field (`name`, the top-level
 * field of the form the problem is in: a list's whole field for a problem in one of its items, its
 * label then naming the item, `Questions 2 › Answer`), its label, and what is wrong in a writer's
 * words.
 */
export interface FieldProblem {
  lang?: Lang;
  name?: string;
  label: string;
  message: string;
}

/** `Spanish · Article: is empty: write the article below the fields`. */
export function sayProblem({ lang, label, message }: FieldProblem): string {
  return `${lang ? `${LANGUAGE[lang]} · ` : ''}${label ? `${label}: ` : ''}${message}`;
}

/** The top-level field of the form a field's path is in: `items[2].publishAt` → `items`. */
const topField = (path: string) => path.split(/[.[]/)[0] ?? path;

/** A field's label as a writer reads it: `Address (/blog/<slug>)` → `Address`. */
const shortLabel = (label: string) => label.replace(/\s*\(.*\)$/, '');
const langOf = (path: string) => /\.(en|es)\.[a-z]+$/.exec(path)?.[1] as Lang | undefined;

/**
 * Problems of the files of one save, as `Spanish · Questions 2 › Answer: must not be empty`.
 * `folderFiles` gives the files a folder (posts) holds on the content branch, for the rules
 * across files (an address used twice).
 */
export function checkPersistedFiles(
  apps: AppContent[],
  saved: SavedFile[],
  folderFiles: (folder: string) => SavedFile[] = () => [],
): string[] {
  return persistedProblems(apps, saved, folderFiles).map(sayProblem);
}

/** checkPersistedFiles' problems, each with the field it is on. */
export function persistedProblems(
  apps: AppContent[],
  saved: SavedFile[],
  folderFiles: (folder: string) => SavedFile[] = () => [],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const { path, raw } of saved) {
    const declared = apps
      .flatMap(({ app, collections }) =>
        collections.flatMap((c) =>
          c.files.flatMap((file) => filesOf(file).map((f) => ({ ...f, app, file }))),
        ),
      )
      .find((f) => `${f.app}/${f.path}` === path);
    if (!declared) {
      problems.push(...checkFolderFile(apps, path, raw));
      continue;
    }
    const lang = declared.lang;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      problems.push({ lang, label: '', message: 'the file is not valid JSON' });
      continue;
    }
    const result = parseContent(declared.file.schema, data);
    if (!result.success) {
      for (const issue of result.issues) {
        const keys = (issue.path ?? []).map((p) => p.key as string | number);
        const label = fieldLabel(declared.file.schema, keys);
        problems.push({
          lang,
          ...(keys.length ? { name: String(keys[0]) } : {}),
          label: label || 'the file',
          message: issue.message,
        });
      }
    }
  }
  return problems.length ? problems : acrossFolders(apps, saved, folderFiles);
}

/** The rules across a folder's files (its declaration's `crossCheck`), with the save in place. */
function acrossFolders(apps: AppContent[], saved: SavedFile[], folderFiles: (folder: string) => SavedFile[]) {
  const problems: FieldProblem[] = [];
  for (const { app, folders = [] } of apps)
    for (const folder of folders) {
      const dir = `${app}/${folder.folder}/`;
      const mine = saved.filter(({ path }) => path.startsWith(dir));
      if (!folder.crossCheck || mine.length === 0) continue;
      const savedPaths = new Set(mine.map(({ path }) => path));
      const files = [...folderFiles(dir).filter(({ path }) => !savedPaths.has(path)), ...mine]
        .filter(({ path }) => path.endsWith(`.${folder.extension}`))
        .map(({ path, raw }) => ({ file: path.slice(dir.length), source: raw }));
      for (const { file, problem, clash } of folder.crossCheck(files)) {
        if (!savedPaths.has(`${dir}${file}`)) continue;
        const lang = langOf(file);
        if (!clash) {
          problems.push({ lang, label: '', message: problem });
          continue;
        }
        const other = files.find((f) => f.file === clash.usedBy)?.source;
        const title = other ? parseFrontMatter(other)?.data.title : undefined;
        const whose = typeof title === 'string' ? `“${title}”` : 'another post';
        problems.push({
          lang,
          name: clash.field,
          label: shortLabel(fieldLabel(folder.frontMatter, [clash.field])),
          message:
            clash.field === 'slug'
              ? `“${clash.value}” is already the address of ${whose}: choose another address`
              : `“${clash.value}” already pairs ${whose} with its translation: choose another`,
        });
      }
    }
  return problems;
}

/** Every `publishAt` of a file's data with where it sits, as the studio names a field: `items[2].publishAt`. */
function schedulesOf(data: unknown, field = ''): { field: string; at: string }[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => schedulesOf(item, `${field}[${i + 1}]`));
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const inner = field ? `${field}.${key}` : key;
    return key === 'publishAt' && typeof value === 'string'
      ? [{ field: inner, at: value }]
      : schedulesOf(value, inner);
  });
}

/** Every `publishAt` a content file sets (a post's front matter, anywhere in a JSON file). */
export function schedulesIn(path: string, raw: string): string[] {
  return schedulesOf(scheduledData(path, raw)).map(({ at }) => at);
}

/** The data of a saved file whose `publishAt`s count: a post's front matter, a JSON file. */
function scheduledData(path: string, raw: string): unknown {
  try {
    // `.html`: a post as written before posts were Markdown, read from an earlier commit.
    return path.endsWith('.md') || path.endsWith('.html')
      ? parseFrontMatter(raw)?.data
      : path.endsWith('.json')
        ? JSON.parse(raw)
        : undefined;
  } catch {
    return undefined; // unreadable: checkPersistedFiles names it
  }
}

/**
 * A schedule that a save adds or changes and that has already passed is refused: past would
 * mean "at once", which the editor did not write (the build cannot tell, so only the studio
 * can ask). A past `publishAt` the published file already holds is left alone: it came due.
 * @param publishedOf the file as the content branch holds it, `undefined` when it is new
 */
export function pastSchedules(
  saved: SavedFile[],
  publishedOf: (path: string) => string | undefined,
  now: Date,
): string[] {
  return pastScheduleProblems(saved, publishedOf, now).map(sayProblem);
}

/** pastSchedules' problems, each with the field it is on. */
export function pastScheduleProblems(
  saved: SavedFile[],
  publishedOf: (path: string) => string | undefined,
  now: Date,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const { path, raw } of saved) {
    const lang = langOf(path);
    const before = publishedOf(path);
    const kept = new Set(
      before === undefined ? [] : schedulesOf(scheduledData(path, before)).map(({ at }) => at),
    );
    for (const { field, at } of schedulesOf(scheduledData(path, raw))) {
      if (kept.has(at) || !isPublishAt(at) || Date.parse(at) > now.getTime()) continue;
      problems.push({
        lang,
        name: topField(field),
        label: '',
        message: `${field} ${at} has already passed: give a time still to come (UTC, like ${nextHour(now)}), or leave it empty to publish at once`,
      });
    }
  }
  return problems;
}

/** The next whole hour after `now`, as a `publishAt` example. */
function nextHour(now: Date): string {
  const next = new Date(now.getTime());
  next.setUTCHours(next.getUTCHours() + 1, 0, 0, 0);
  return next.toISOString().replace('.000Z', 'Z');
}

/**
 * Problems of a file of a declared folder (a post): its front matter and its article, read as the
 * build reads it (content-model/content.ts, readFolderFile).
 */
function checkFolderFile(apps: AppContent[], path: string, raw: string): FieldProblem[] {
  const folder = apps
    .flatMap(({ app, folders = [] }) => folders.map((f) => ({ ...f, dir: `${app}/${f.folder}/` })))
    .find((f) => path.startsWith(f.dir) && path.endsWith(`.${f.extension}`));
  if (!folder) return [];
  const lang = langOf(path);
  return readFolderFile(folder, raw).problems.map(({ field, message }) =>
    field === 'body'
      ? { lang, name: 'body', label: 'the article', message }
      : field
        ? {
            lang,
            name: topField(field),
            label: fieldLabel(folder.frontMatter, field.split('.')),
            message,
          }
        : { lang, label: '', message },
  );
}
