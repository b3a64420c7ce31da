// The studio's Decap configuration, made from the apps' content declarations
// (`<app>/content/collections.ts`): the schemas the builds check are the forms the
// marketers fill in, so a field cannot exist in one and not in the other.
import * as v from 'valibot';
import {
  LANGS,
  type AnySchema,
  type AppContent,
  type ContentFile,
  type ContentFolder,
  type FieldMeta,
  MUST_NOT_BE_EMPTY,
} from '@intenta/content-model/content.ts';
import { REMOTE_OF_APP } from '@intenta/workspace/apps.mjs';
import { PICTURE_LIMITS } from '@intenta/content-model/picture-limits.mjs';

/** `/x/content-repo/mf-blog/content/images` → `mf-blog/content/images`, wherever the repository is. */
function inRepository(folder: string, app: string | undefined): string {
  const at = app ? folder.lastIndexOf(`/${app}/`) : -1;
  if (at < 0) throw new Error(`A picture folder must be inside its app: ${folder}`);
  return folder.slice(at + 1);
}

/** A Decap field, as config.yml writes it. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  i18n?: boolean | 'duplicate';
  hint?: string;
  pattern?: [string, string];
  fields?: DecapField[];
  field?: DecapField;
  options?: string[];
  value_type?: string;
  min?: number;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  collapsed?: boolean;
  summary?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  media_library?: { config: { max_file_size: number } };
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
}

interface Introspected {
  type: string;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  options?: string[];
  pipe?: { kind: string; type: string; requirement?: unknown; message?: string; metadata?: FieldMeta }[];
}

/** `contactCta` → `Contact cta`: the label of a field its schema does not name. */
export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function metaOf(schema: Introspected): FieldMeta | undefined {
  return schema.pipe?.find((step) => step.type === 'metadata')?.metadata;
}

/**
 * Where a problem sits, in the words of the studio's form: `Questions 2 › Answer` for
 * `items[1].answer` (the labels the form shows; list items counted from 1).
 */
export function fieldLabel(schema: AnySchema, keys: readonly (string | number)[]): string {
  let node = schema as unknown as Introspected;
  const words: string[] = [];
  for (const key of keys) {
    if (node.type === 'optional' || node.type === 'exact_optional')
      node = node.wrapped as unknown as Introspected;
    if (typeof key === 'number') {
      words.push(`${words.pop() ?? 'Item'} ${key + 1}`);
      node = (node.item ?? node) as unknown as Introspected;
      continue;
    }
    let next = node.entries?.[key] as unknown as Introspected | undefined;
    if (!next) {
      words.push(humanise(key));
      break;
    }
    if (next.type === 'optional' || next.type === 'exact_optional')
      next = next.wrapped as unknown as Introspected;
    words.push(metaOf(next)?.label ?? v.getTitle(next as never) ?? humanise(key));
    node = next;
  }
  return words.join(' › ');
}

/** One field of the form, from the schema of one value. */
export function decapField(name: string, schema: AnySchema, translated: boolean, app?: string): DecapField {
  let node = schema as unknown as Introspected;
  let required = true;
  if (node.type === 'optional' || node.type === 'exact_optional') {
    required = false;
    node = node.wrapped as unknown as Introspected;
  }
  const field: DecapField = {
    name,
    label: metaOf(node)?.label ?? v.getTitle(node as never) ?? humanise(name),
    widget: 'string',
    ...(required ? {} : { required: false }),
    ...(translated ? { i18n: true } : {}),
  };
  const description = v.getDescription(node as never);
  if (description) field.hint = description;
  const kind = FIELD_KINDS[node.type];
  if (!kind)
    throw new Error(
      `The studio cannot edit a "${node.type}" field (${name}): use the field kinds of content-model/content.ts.`,
    );
  return { ...field, ...kind(node, { field, required, translated, app }) };
}

interface FieldContext {
  field: DecapField;
  required: boolean;
  translated: boolean;
  app: string | undefined;
}

/** What each kind of schema adds to its field: its widget and the widget's settings. */
const FIELD_KINDS: Record<string, (node: Introspected, context: FieldContext) => Partial<DecapField>> = {
  object: objectField,
  strict_object: objectField,
  array: listField,
  picklist: (node) => ({ widget: 'select', options: [...(node.options ?? [])] }),
  number: () => ({ widget: 'number', value_type: 'int' }),
  boolean: () => ({ widget: 'boolean' }),
  string: (node, { app }) => imageField(node, app) ?? textField(node),
};

function objectField(node: Introspected, { required, translated, app }: FieldContext): Partial<DecapField> {
  const fields = Object.entries(node.entries ?? {}).map(([key, value]) =>
    decapField(key, value, translated, app),
  );
  // Decap demands the required fields of an object even when the object itself may be left
  // empty (decap-cms#2790, #7748): there the gate and the build check them instead.
  return { widget: 'object', fields: required ? fields : fields.map(optionalEverywhere) };
}

function listField(node: Introspected, { field, translated, app }: FieldContext): Partial<DecapField> {
  const item = decapField('item', node.item as AnySchema, translated, app);
  const min = node.pipe?.find((step) => step.type === 'min_length')?.requirement;
  const list: Partial<DecapField> = { widget: 'list', ...(typeof min === 'number' ? { min } : {}) };
  if (item.widget !== 'object')
    // Each line shown open: a list of short texts reads like the list on the page.
    return { ...list, field: { ...item, label: field.label, name: 'item' }, collapsed: false };
  const fields = item.fields ?? [];
  const first = fields.find((f) => f.widget === 'string');
  return { ...list, fields, collapsed: true, ...(first ? { summary: `{{fields.${first.name}}}` } : {}) };
}

function imageField(node: Introspected, app: string | undefined): Partial<DecapField> | undefined {
  const image = metaOf(node) as (FieldMeta & { folder?: string }) | undefined;
  if (image?.widget !== ('image' as string) || !image.folder) return undefined;
  // An upload lands in the owning app's folder; the field keeps the file's name. Decap's own
  // media library reads the limit from the field's `media_library.config` (the largest a photo
  // may be). The studio's page first refuses a file beyond the limits of picture-limits.mjs, an
  // SVG's included (studio/src/picture-check.ts); the gate refuses it again (picture-gate.ts).
  return {
    widget: 'image',
    media_folder: `/${inRepository(image.folder, app)}`,
    public_folder: '',
    choose_url: false,
    media_library: { config: { max_file_size: PICTURE_LIMITS.rasterBytes } },
  };
}

function textField(node: Introspected): Partial<DecapField> {
  const meta = metaOf(node);
  const field: Partial<DecapField> = {
    widget: meta?.widget === 'text' ? 'text' : meta?.widget === 'date' ? 'datetime' : 'string',
    ...(meta?.widget === 'date'
      ? { format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false }
      : {}),
  };
  const regex = node.pipe?.find((step) => step.type === 'regex');
  if (regex?.requirement instanceof RegExp) field.pattern = [regex.requirement.source, regex.message ?? ''];
  // Decap's `required` takes spaces for text: the form refuses them beside the field too.
  else if (node.pipe?.some((step) => step.type === 'check' && step.message === MUST_NOT_BE_EMPTY))
    field.pattern = ['\\S', MUST_NOT_BE_EMPTY];
  return field;
}

function optionalEverywhere(field: DecapField): DecapField {
  return {
    ...field,
    required: false,
    ...(field.fields ? { fields: field.fields.map(optionalEverywhere) } : {}),
  };
}

export interface DecapConfigOptions {
  /** The content backend's address, as the browser reaches it. */
  backendUrl: string;
  /** The branch visitors' content is published from. */
  branch: string;
  apps: AppContent[];
}

function fieldsOf(app: string, file: ContentFile): DecapField[] {
  const root = file.schema as unknown as Introspected;
  if (root.type !== 'object' && root.type !== 'strict_object')
    throw new Error(`${app}/${file.file}: a content file is an object.`);
  return Object.entries(root.entries ?? {}).map(([key, value]) =>
    decapField(key, value, file.translated, app),
  );
}

/**
 * The studio's collections of one app. A translated file is a folder collection of one entry
 * (Decap pairs `faq/faq.en.json` with `faq/faq.es.json` only there); the app's other files
 * are one file collection.
 */
function collectionsOf({ app, collections }: AppContent) {
  return collections.flatMap((collection) => {
    const translated = collection.files.filter((f) => f.translated);
    const single = collection.files.filter((f) => !f.translated);
    return [
      ...translated.map((file) => ({
        name: entryName(collection.name, file.name),
        label: `${collection.label}: ${file.label}`,
        label_singular: file.label,
        ...(file.hint ? { description: file.hint } : {}),
        folder: `${app}/${file.file.replace(/\.[a-z]+$/, '')}`,
        extension: 'json',
        format: 'json',
        create: false,
        delete: false,
        i18n: true,
        identifier_field: 'name',
        summary: file.label,
        editor: { preview: true },
        fields: fieldsOf(app, file),
      })),
      ...(single.length
        ? [
            {
              name: collection.name,
              label: `${collection.label}: shared by both languages`,
              editor: { preview: true },
              files: single.map((file) => ({
                name: entryName(collection.name, file.name),
                label: file.label,
                file: `${app}/${file.file}`,
                format: 'json',
                ...(file.hint ? { description: file.hint } : {}),
                fields: fieldsOf(app, file),
              })),
            },
          ]
        : []),
    ];
  });
}

/**
 * A folder of posts: one entry per translation pair (`<base>.en.md`, `<base>.es.md`), its
 * front matter as fields, its body as the article, written in Decap's Markdown editor (pictures
 * from the folder the declaration names, by file name as a picture field holds them); the fields
 * both languages share are copied from English to Spanish (Decap's `i18n: duplicate`).
 */
function folderCollectionsOf({ app, folders = [] }: AppContent) {
  return folders.map((folder) => {
    const root = folder.frontMatter as unknown as Introspected;
    const fields = Object.entries(root.entries ?? {}).map(([key, value]) => ({
      ...decapField(key, value, true, app),
      i18n: folder.sharedFields.includes(key) ? ('duplicate' as const) : true,
    }));
    return {
      name: folder.name,
      label: folder.label,
      label_singular: folder.labelSingular,
      folder: `${app}/${folder.folder}`,
      extension: folder.extension,
      format: 'frontmatter',
      create: true,
      i18n: true,
      slug: folder.slug,
      identifier_field: 'title',
      summary: '{{title}}',
      editor: { preview: true },
      // Every picture of the entry, the article's included (Decap's image component has no
      // folder of its own: it takes the collection's), is a file of the folder the declaration
      // names, written by its name.
      media_folder: `/${inRepository(folder.body.pictures, app)}`,
      public_folder: '',
      fields: [...fields, articleField(app, folder)],
    };
  });
}

/** The body of a folder's file: Markdown, with the headings and pictures an article uses. */
function articleField(app: string, folder: ContentFolder): DecapField {
  return {
    name: 'body',
    label: folder.body.label,
    ...(folder.body.hint ? { hint: folder.body.hint } : {}),
    widget: 'markdown',
    i18n: true,
    // Left to the gate: an empty article is refused there, on this field, in the writer's words
    // ("Spanish · the article: is empty: write the article below the fields"), beside which
    // Decap's own "Article is required." would say it a second time.
    required: false,
    // The title is the page's heading: an article's headings start at level 2.
    buttons: [
      'bold',
      'italic',
      'link',
      'heading-two',
      'heading-three',
      'quote',
      'bulleted-list',
      'numbered-list',
    ],
    editor_components: ['image'],
    modes: ['rich_text', 'raw'],
    media_folder: `/${inRepository(folder.body.pictures, app)}`,
    public_folder: '',
    media_library: { config: { max_file_size: PICTURE_LIMITS.rasterBytes } },
  };
}

/**
 * The studio's name of a file, unique across apps (each remote has an `llms` file): a translated
 * file's folder collection, or a shared file's entry in its app's file collection. Decap finds
 * an entry's preview by it.
 */
function entryName(collection: string, file: string): string {
  return `${collection}-${file}`;
}

/** The remote whose components preview an entry, and the entry's file there. */
export interface PreviewTarget {
  remote: string;
  /** The file's name in the remote's `content/collections.ts` (a folder's name for its posts). */
  file: string;
}

/**
 * Decap's preview template name of every entry a remote shows (a folder collection's name; a
 * file collection's file name), with the remote that previews it (docs/decisions/082). The
 * shell's files are previewed by Decap's plain preview.
 */
export function previewTemplates(apps: AppContent[]): Record<string, PreviewTarget> {
  const templates: Record<string, PreviewTarget> = {};
  const add = (template: string, target: PreviewTarget) => {
    if (template in templates)
      throw new Error(`Two studio entries would share the preview template "${template}": rename one file.`);
    templates[template] = target;
  };
  for (const { app, collections, folders = [] } of apps) {
    const remote = (REMOTE_OF_APP as Record<string, string | undefined>)[app];
    if (!remote) continue;
    for (const folder of folders) add(folder.name, { remote, file: folder.name });
    for (const collection of collections)
      for (const file of collection.files)
        add(entryName(collection.name, file.name), { remote, file: file.name });
  }
  return templates;
}

/** The folder of the Media tab's uploads, as config.yml names it. */
export const MEDIA_TAB_FOLDER = 'mf-blog/content/images';

/** Every folder of pictures the studio's fields upload to, from the repository's root. */
export function pictureFolders(apps: AppContent[]): string[] {
  const folders = new Set<string>([MEDIA_TAB_FOLDER]);
  const walk = (fields: DecapField[] = []) => {
    for (const field of fields) {
      if (field.media_folder) folders.add(field.media_folder.replace(/^\/+/, ''));
      walk(field.fields);
      walk(field.field ? [field.field] : []);
    }
  };
  for (const collection of [...apps.flatMap(folderCollectionsOf), ...apps.flatMap(collectionsOf)]) {
    if ('fields' in collection) walk(collection.fields);
    if ('files' in collection) for (const file of collection.files) walk(file.fields);
  }
  return [...folders].sort();
}

/** The whole config.yml (JSON is YAML). */
export function decapConfig({ backendUrl, branch, apps }: DecapConfigOptions) {
  return {
    backend: { name: 'proxy', proxy_url: backendUrl, branch },
    local_backend: { url: backendUrl },
    publish_mode: 'editorial_workflow',
    // The login page and the header carry the site's own mark (the studio serves it).
    logo: { src: '/admin/logo.svg', show_in_header: true },
    // Uploads land in the owning app's folder, which each picture field names (media_folder);
    // one the Media tab uploads joins the blog's pictures. The Media tab lists every picture of
    // the site (the gate answers its getMedia, picture-gate.ts).
    media_folder: MEDIA_TAB_FOLDER,
    public_folder: '',
    i18n: { structure: 'multiple_files', locales: [...LANGS], default_locale: 'en' },
    collections: [...apps.flatMap(folderCollectionsOf), ...apps.flatMap(collectionsOf)],
  };
}
