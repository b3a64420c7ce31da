// What the studio refuses of pictures (docs/decisions/083-pictures.md): an upload beyond the
// limits of content-model/picture-limits.mjs (the whole save is refused, so nothing of it is
// committed), and removing a picture an entry still shows. The studio's page refuses a file
// beyond the limits as soon as it is chosen (studio/src/picture-check.ts); this is the same
// rule where no page can be bypassed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { filesOf, withUploadedPictures, type AppContent } from '@intenta/content-model/content.ts';
import { parseFrontMatter } from '@intenta/content-model/front-matter.mjs';
import {
  PICTURE_EXTENSIONS,
  extensionOf,
  pictureProblem,
  sizeOfPicture,
} from '@intenta/content-model/picture-limits.mjs';

/** A file a Decap save uploads (persistMedia's `asset`, persistEntry's `assets`). */
export interface UploadedAsset {
  /** From the repository's root: `mf-blog/content/images/team-photo.png`. */
  path: string;
  content: string;
  encoding?: string;
}

function bytesOf(asset: UploadedAsset): Buffer {
  return Buffer.from(asset.content, asset.encoding === 'base64' ? 'base64' : 'utf8');
}

/** Why the pictures a save uploads are refused, one sentence each; none when all are within the limits. */
export function uploadProblems(assets: readonly UploadedAsset[]): string[] {
  return assets.flatMap((asset) => {
    const bytes = bytesOf(asset);
    const problem = pictureProblem(asset.path, bytes.byteLength, sizeOfPicture(bytes));
    return problem ? [problem] : [];
  });
}

/**
 * Runs `check` (the check of a save's entry files) with the pictures the same save uploads taken
 * as files of the repository at `repo`: an entry may name the picture it uploads.
 */
export function withUploadsOf<T>(repo: string, assets: readonly UploadedAsset[], check: () => T): T {
  const uploads = new Map(assets.map((asset) => [join(repo, asset.path), new Uint8Array(bytesOf(asset))]));
  return withUploadedPictures(uploads, check);
}

/** Every string in some data, with the `name` or `title` of the nearest object that holds it. */
function stringsOf(data: unknown, holder?: string): { value: string; holder?: string }[] {
  if (typeof data === 'string') return [{ value: data, holder }];
  if (Array.isArray(data)) return data.flatMap((item) => stringsOf(item, holder));
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const named = [record.name, record.title].find((n): n is string => typeof n === 'string') ?? holder;
  return Object.values(record).flatMap((value) => stringsOf(value, named));
}

/** The entries of an app's content that name the file `name`, as a person reads them. */
function entriesNaming(repo: string, content: AppContent, name: string): string[] {
  const appDir = join(repo, content.app);
  const found: string[] = [];
  for (const collection of content.collections)
    for (const file of collection.files)
      for (const { path } of filesOf(file)) {
        let data: unknown;
        try {
          data = JSON.parse(readFileSync(join(appDir, path), 'utf8'));
        } catch {
          continue; // missing or unreadable: the build names it
        }
        for (const { value, holder } of stringsOf(data))
          if (value === name) found.push(holder ? `“${holder}” in ${file.label}` : file.label);
      }
  for (const folder of content.folders ?? []) {
    const dir = join(appDir, folder.folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir).sort()) {
      if (!entry.endsWith(`.${folder.extension}`)) continue;
      let read: { data: Record<string, unknown>; body: string } | undefined;
      try {
        read = parseFrontMatter(readFileSync(join(dir, entry), 'utf8'));
      } catch {
        continue;
      }
      if (!read) continue;
      const title = typeof read.data.title === 'string' ? `“${read.data.title}”` : entry;
      const what = `the ${folder.labelSingular.toLowerCase()} ${title}`;
      if (stringsOf(read.data).some(({ value }) => value === name)) found.push(what);
      // A picture in the article, as Decap's image component writes it: `![A chart](chart.png)`.
      if (articleShows(read.body, name)) found.push(`the article of ${what}`);
    }
  }
  return [...new Set(found)];
}

/** Whether a Markdown article shows the picture `name`: `![…](name)` or `![…](name "title")`. */
function articleShows(body: string, name: string): boolean {
  return body.split('](').some((rest) => rest.startsWith(`${name})`) || rest.startsWith(`${name} "`));
}

/** The app whose files `path` (from the repository's root) is among. */
function appOf(apps: readonly AppContent[], path: string): AppContent | undefined {
  return apps.find((content) => path.replace(/^\/+/, '').startsWith(`${content.app}/`));
}

/**
 * Why the pictures a save uploads may not be written, whichever widget sent them (a picture
 * field, the article's image component, the Media tab), one sentence each: a file outside the
 * folders of pictures (`folders`, from the repository's root), a name the site cannot serve, or a
 * different file under the name of a picture the site already has (`published` gives its bytes on
 * the content branch).
 */
export function misplacedUploads(
  assets: readonly UploadedAsset[],
  folders: readonly string[],
  published: (path: string) => Uint8Array | undefined,
): string[] {
  return assets.flatMap((asset) => {
    const path = asset.path.replace(/^\/+/, '');
    const name = path.split('/').pop() ?? path;
    const folder = path.slice(0, path.length - name.length - 1);
    if (!folders.includes(folder))
      return [
        `${name} would land in ${folder || 'the top folder'}, which is no folder of the site's pictures: upload it with the picture button of the entry that shows it`,
      ];
    if (!FILE_NAME.test(name))
      return [
        `${name} is not a name the site can serve: name the file with lowercase letters, digits and hyphens (like team-photo.png) and choose it again`,
      ];
    const before = published(path);
    if (before && !Buffer.from(before).equals(bytesOf(asset)))
      return [
        `${name} is already a picture of the site, another one: give your file another name and choose it again`,
      ];
    return [];
  });
}

/** A picture's file name as the site serves it (content-model's imageFile takes the same). */
const FILE_NAME = new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:${PICTURE_EXTENSIONS.join('|')})$`);

/** A picture of the media library as Decap's getMedia answer holds it. */
export interface MediaFile {
  id: string;
  /** What the library shows: the file's name with where the picture is used, `chart (the post “A Chart”).png`. */
  name: string;
  path: string;
  content: string;
  encoding: 'base64';
}

/**
 * The media library: every picture in `folders` (from the repository's root) on disk at `repo`,
 * each named with the entries that show it,
 * `cost-of-irrelevance (the post “The Cost of Irrelevance”).svg`, or `chart (not used yet).png`.
 */
export function mediaLibrary(
  repo: string,
  apps: readonly AppContent[],
  folders: readonly string[],
): MediaFile[] {
  return folders.flatMap((folder) => {
    const dir = join(repo, folder);
    if (!existsSync(dir)) return [];
    const app = appOf(apps, folder);
    return readdirSync(dir)
      .filter((name) => PICTURE_EXTENSIONS.includes(extensionOf(name)))
      .sort()
      .map((name) => {
        const bytes = readFileSync(join(dir, name));
        const uses = app ? entriesNaming(repo, app, name) : [];
        return {
          id: createHash('sha256').update(bytes).digest('hex'),
          // The file's name first (the card shows three lines), its kind last (Decap reads it there).
          name: name.replace(/(\.[a-z]+)$/, ` (${uses.length ? uses.join(', ') : 'not used yet'})$1`),
          path: `${folder}/${name}`,
          content: bytes.toString('base64'),
          encoding: 'base64' as const,
        };
      });
  });
}

/**
 * Why removing pictures (Decap's deleteFile, deleteFiles) is refused: each picture an entry of
 * its app still shows, the entries named,
 * `cost-of-irrelevance.svg is the picture of the post “The Cost of Irrelevance”: choose another picture there first`.
 * @param paths from the repository's root
 */
export function picturesInUse(repo: string, apps: readonly AppContent[], paths: readonly string[]): string[] {
  const problems: string[] = [];
  for (const path of paths) {
    const name = path.split('/').pop() ?? path;
    if (!PICTURE_EXTENSIONS.includes(extensionOf(name))) continue;
    const app = appOf(apps, path);
    if (!app) continue;
    const entries = entriesNaming(repo, app, name);
    if (entries.length) {
      problems.push(
        `${name} is the picture of ${entries.join(' and of ')}: choose another picture there first`,
      );
    }
  }
  return problems;
}
