// What the studio refuses to save: a file that its app's schema rejects. The build checks
// the same schema again, so nothing invalid reaches a page either way.
import { filesOf, parseContent, readFolderFile, type AppContent } from '@intenta/tooling/content.ts';
import { parseFrontMatter } from '@intenta/tooling/front-matter.mjs';
import { isPublishAt } from '@intenta/tooling/schedule.mjs';

interface SavedFile {
  path: string;
  raw: string;
}

const LANGUAGE = { en: 'English', es: 'Spanish' } as const;

/** Problems of the files of one save, as `Spanish: faq.items[2].answer must not be empty`. */
export function checkPersistedFiles(apps: AppContent[], saved: SavedFile[]): string[] {
  const problems: string[] = [];
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
    const where = declared.lang ? `${LANGUAGE[declared.lang]}: ` : '';
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      problems.push(`${where}the file is not valid JSON`);
      continue;
    }
    const result = parseContent(declared.file.schema, data);
    if (!result.success) {
      for (const issue of result.issues) {
        const field = (issue.path ?? [])
          .map((p) => (typeof p.key === 'number' ? `[${p.key + 1}]` : `.${String(p.key)}`))
          .join('')
          .replace(/^\./, '');
        problems.push(`${where}${field || 'the file'} ${issue.message}`);
      }
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
  const problems: string[] = [];
  for (const { path, raw } of saved) {
    const lang = /\.(en|es)\.[a-z]+$/.exec(path)?.[1] as keyof typeof LANGUAGE | undefined;
    const where = lang ? `${LANGUAGE[lang]}: ` : '';
    const before = publishedOf(path);
    const kept = new Set(
      before === undefined ? [] : schedulesOf(scheduledData(path, before)).map(({ at }) => at),
    );
    for (const { field, at } of schedulesOf(scheduledData(path, raw))) {
      if (kept.has(at) || !isPublishAt(at) || Date.parse(at) > now.getTime()) continue;
      problems.push(
        `${where}${field} ${at} has already passed: give a time still to come (UTC, like ${nextHour(now)}), or leave it empty to publish at once`,
      );
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

/** Why an upload is refused (too large for a page that phones load), or nothing. */
export function checkUpload(
  asset: { path: string; content: string; encoding?: string },
  maxBytes: number,
): string | undefined {
  const bytes = Buffer.byteLength(asset.content, asset.encoding === 'base64' ? 'base64' : 'utf8');
  if (bytes <= maxBytes) return undefined;
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  return `${asset.path.split('/').pop()} is ${kb(bytes)}: pictures may be at most ${kb(maxBytes)}; make it smaller and upload it again`;
}

/**
 * Problems of a file of a declared folder (a post): its front matter and its article, read as the
 * build reads it (tooling/content.ts, readFolderFile).
 */
function checkFolderFile(apps: AppContent[], path: string, raw: string): string[] {
  const folder = apps
    .flatMap(({ app, folders = [] }) => folders.map((f) => ({ ...f, dir: `${app}/${f.folder}/` })))
    .find((f) => path.startsWith(f.dir) && path.endsWith(`.${f.extension}`));
  if (!folder) return [];
  const lang = /\.(en|es)\.[a-z]+$/.exec(path)?.[1] as keyof typeof LANGUAGE | undefined;
  const where = lang ? `${LANGUAGE[lang]}: ` : '';
  return readFolderFile(folder, raw).problems.map(({ field, message }) =>
    field === 'body'
      ? `${where}the article: ${message}`
      : field
        ? `${where}${field} ${message}`
        : `${where}${message}`,
  );
}
