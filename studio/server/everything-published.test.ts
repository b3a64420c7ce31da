// @vitest-environment node
// Anything published can be saved again (issue 37, item 1): every content file of every app, as
// the repository holds it, saved back by the studio's editor, passes the save check. Decap writes
// an optional field nobody touched as `null`: every optional field the file leaves out is added
// so, as the editor would, and the file must still pass. The same for every post.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOf, type AnySchema } from '@intenta/content-model/content.ts';
import { checkPersistedFiles } from './content-gate.ts';
import { openCatalogue } from './entries.ts';

const root = join(import.meta.dirname, '../..');
const apps = await openCatalogue(root).apps();

interface Shape {
  type: string;
  entries?: Record<string, Shape>;
  item?: Shape;
  wrapped?: Shape;
}

/** `data` with every optional field it leaves out written as `null`, at any depth, as Decap saves it. */
function withUntouchedOptionals(schema: AnySchema, data: unknown): unknown {
  const shape = schema as unknown as Shape;
  const inner = shape.type === 'optional' ? (shape.wrapped as Shape) : shape;
  if (inner.entries && typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    for (const [key, field] of Object.entries(inner.entries)) {
      if (out[key] === undefined) {
        if (field.type === 'optional') out[key] = null;
      } else out[key] = withUntouchedOptionals(field as unknown as AnySchema, out[key]);
    }
    return out;
  }
  if (inner.item && Array.isArray(data))
    return data.map((item) => withUntouchedOptionals(inner.item as unknown as AnySchema, item));
  return data;
}

const files = apps.flatMap(({ app, collections }) =>
  collections.flatMap((collection) =>
    collection.files.flatMap((file) =>
      filesOf(file).map(({ path }) => ({ app, file, path: `${app}/${path}` })),
    ),
  ),
);

describe('every published content file saved again from the studio', () => {
  it('covers every app that has content', () => {
    expect(new Set(files.map((f) => f.app))).toEqual(new Set(apps.map((a) => a.app)));
  });

  it.each(files.map((f) => [f.path, f] as const))(
    '%s passes, its untouched optional fields null',
    (_, { path, file }) => {
      const data = JSON.parse(readFileSync(join(root, path), 'utf8'));
      const asSaved = JSON.stringify(withUntouchedOptionals(file.schema, data), null, 2);
      expect(checkPersistedFiles(apps, [{ path, raw: asSaved }])).toEqual([]);
    },
  );
});

describe('every published post saved again from the studio', () => {
  const blog = apps.find((a) => a.folders?.length)!;
  const folder = blog.folders![0]!;
  const dir = join(root, blog.app, folder.folder);
  const posts = readdirSync(dir).filter((name) => name.endsWith(`.${folder.extension}`));

  it('covers the six posts', () => {
    expect(posts).toHaveLength(6);
  });

  it.each(posts)('%s passes with its publish time left empty, as Decap writes it', (name) => {
    const raw = readFileSync(join(dir, name), 'utf8').replace(/^---\n/, '---\npublishAt: null\n');
    const path = `${blog.app}/${folder.folder}/${name}`;
    const folderFiles = () =>
      posts.map((other) => ({
        path: `${blog.app}/${folder.folder}/${other}`,
        raw: readFileSync(join(dir, other), 'utf8'),
      }));
    expect(checkPersistedFiles(apps, [{ path, raw }], folderFiles)).toEqual([]);
  });
});
