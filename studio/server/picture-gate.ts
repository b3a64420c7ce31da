// What the studio refuses of pictures (docs/decisions/083-pictures.md): an upload beyond the
// limits of content-model/picture-limits.mjs (the whole save is refused, so nothing of it is
// committed), and removing a picture an entry still shows. The studio's page refuses a file
// beyond the limits as soon as it is chosen (studio/src/picture-check.ts); this is the same
// rule where no page can be bypassed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  filesOf,
  readFrontMatter,
  withUploadedPictures,
  type AppContent,
} from '@intenta/content-model/content.ts';
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
      let fields: Record<string, unknown> | undefined;
      try {
        fields = readFrontMatter(readFileSync(join(dir, entry), 'utf8'));
      } catch {
        continue;
      }
      if (!fields || !stringsOf(fields).some(({ value }) => value === name)) continue;
      const title = typeof fields.title === 'string' ? `“${fields.title}”` : entry;
      found.push(`the ${folder.labelSingular.toLowerCase()} ${title}`);
    }
  }
  return [...new Set(found)];
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
    const app = apps.find((content) => path.replace(/^\/+/, '').startsWith(`${content.app}/`));
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
