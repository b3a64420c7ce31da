// What the studio refuses to save: a file that its app's schema rejects. The build checks
// the same schema again, so nothing invalid reaches a page either way.
import * as v from 'valibot';
import { bodyProblems, filesOf, type AppContent } from '@intenta/tooling/content.ts';
import { FrontMatterError, parseFrontMatter } from '@intenta/tooling/front-matter.mjs';

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
    const result = v.safeParse(declared.file.schema, data);
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

/** Problems of a file of a declared folder (a post): its front matter and its body. */
function checkFolderFile(apps: AppContent[], path: string, raw: string): string[] {
  const folder = apps
    .flatMap(({ app, folders = [] }) => folders.map((f) => ({ ...f, dir: `${app}/${f.folder}/` })))
    .find((f) => path.startsWith(f.dir) && path.endsWith(`.${f.extension}`));
  if (!folder) return [];
  const lang = /\.(en|es)\.[a-z]+$/.exec(path)?.[1] as keyof typeof LANGUAGE | undefined;
  const where = lang ? `${LANGUAGE[lang]}: ` : '';
  let parsed;
  try {
    parsed = parseFrontMatter(raw);
  } catch (error) {
    if (error instanceof FrontMatterError) return [`${where}${error.message}`];
    throw error;
  }
  if (!parsed) return [`${where}the file has no front matter`];
  const problems = bodyProblems(parsed.body).map((p) => `${where}the article: ${p}`);
  const result = v.safeParse(folder.frontMatter, parsed.data);
  if (!result.success)
    for (const issue of result.issues) {
      const field = (issue.path ?? []).map((p) => String(p.key)).join('.');
      problems.push(
        `${where}${field || 'the file'} ${issue.input === undefined ? 'is missing' : issue.message}`,
      );
    }
  return problems;
}
