// The studio's entries as people name them, from the apps' content declarations: an entry's
// title (a post's own title, else its label in the studio), the publish time an entry's
// version sets, and what is scheduled on the content branch.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { scheduledIn, type AppContent } from '@intenta/content-model/content.ts';
import { parseFrontMatter } from '@intenta/content-model/front-matter.mjs';
import { APPS } from '@intenta/workspace/apps.mjs';
import { schedulesIn } from './content-gate.ts';

const jiti = createJiti(import.meta.url, { moduleCache: false });

/** A file as it is at the version being looked at, or `undefined` when it is not there. */
type ReadFile = (path: string) => string | undefined;

/** The content declarations of a repository's apps, and what the studio says of its entries. */
export function openCatalogue(repo: string) {
  let declared: Promise<AppContent[]> | undefined;
  const apps = () =>
    (declared ??= Promise.all(
      APPS.map((app) => join(repo, app, 'content/collections.ts'))
        .filter((file) => existsSync(file))
        .map((file) => jiti.import<AppContent>(file, { default: true })),
    ));

  /**
   * The declared file an entry is, with its group. Entries are `<collection>/<slug>` as Decap
   * names them (decap-config.ts: a translated file is the collection `<group>-<file>`, slug
   * `<file>`; the others are the collection `<group>`, slug `<group>-<file>`).
   */
  async function fileOf(entry: string) {
    const [collection = '', slug = ''] = entry.split('/');
    for (const { collections } of await apps())
      for (const group of collections)
        for (const file of group.files) {
          const id = `${group.name}-${file.name}`;
          if ((collection === id && slug === file.name) || (collection === group.name && slug === id))
            return { group, file };
        }
    return undefined;
  }

  /**
   * What people call an entry: a post's title (its English file), else the file's label in the
   * studio's sidebar ("Home: FAQ").
   */
  async function titleOf(entry: string, read: ReadFile): Promise<string> {
    const [collection = '', slug = ''] = entry.split('/');
    for (const { app, folders = [] } of await apps()) {
      const folder = folders.find((f) => f.name === collection);
      if (!folder) continue;
      const raw = read(`${app}/${folder.folder}/${slug}.en.${folder.extension}`);
      const title = raw ? parseFrontMatter(raw)?.data.title : undefined;
      return typeof title === 'string' && title.trim() ? title : `${folder.labelSingular} ${slug}`;
    }
    const declared = await fileOf(entry);
    return declared ? `${declared.group.label}: ${declared.file.label}` : entry;
  }

  /**
   * The page a preview of the entry opens on (English): a post's own page, or for its removal
   * the list it leaves; a file's declared page (`/partners`, `/casos-de-exito`), else the home.
   */
  async function pageOf(entry: string, read: ReadFile, removal = false): Promise<string> {
    const [collection = '', slug = ''] = entry.split('/');
    for (const { app, folders = [] } of await apps()) {
      const folder = folders.find((f) => f.name === collection);
      if (!folder?.pages) continue;
      if (removal) return folder.pages.list;
      const raw = read(`${app}/${folder.folder}/${slug}.en.${folder.extension}`);
      const own = raw ? parseFrontMatter(raw)?.data.slug : undefined;
      return typeof own === 'string' && own ? folder.pages.entry.replace('{slug}', own) : folder.pages.list;
    }
    return (await fileOf(entry))?.file.page ?? '/';
  }

  /** The latest publish time still to come among `files` (as `read` gives them), if any. */
  function scheduleOf(files: string[], read: ReadFile, now: Date): string | undefined {
    const times = files
      .flatMap((path) => {
        const raw = read(path);
        return raw === undefined ? [] : schedulesIn(path, raw);
      })
      .filter((at) => Date.parse(at) > now.getTime())
      .sort((a, b) => Date.parse(a) - Date.parse(b));
    return times.at(-1);
  }

  /** What the content branch schedules after `now`, soonest first, with titles. */
  async function scheduled(now: Date) {
    return APPS.flatMap((app) =>
      scheduledIn(join(repo, app))
        .filter(({ publishAt }) => Date.parse(publishAt) > now.getTime())
        .map(({ file, publishAt }) => {
          let title = file.split('/').pop() ?? file;
          try {
            const data = parseFrontMatter(readFileSync(join(repo, app, file), 'utf8'))?.data;
            if (typeof data?.title === 'string') title = data.title;
          } catch {
            // Not front matter (a JSON list): its file name says where it is.
          }
          return { app, file: `${app}/${file}`, title, publishAt };
        }),
    ).sort((a, b) => Date.parse(a.publishAt) - Date.parse(b.publishAt));
  }

  return { apps, titleOf, pageOf, scheduleOf, scheduled };
}

export type Catalogue = ReturnType<typeof openCatalogue>;
