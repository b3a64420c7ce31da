import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useEffect, useState } from 'react';
import {
  PREVIEW_MODULE,
  previewGlobalName,
  type Lang,
  type PreviewModule,
  type RemoteName,
} from 'shared/contract';

/** What the studio server says the preview pane loads (`/admin/previews.json`). */
export interface PreviewSources {
  /** Each remote of the current release: its preview container's `mf-manifest.json`. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The shell's stylesheets: the site's fonts, colours and spacing. */
  styles: string[];
  /** Decap's template name of each entry a remote shows → that remote and the entry's file. */
  templates: Record<string, { remote: RemoteName; file: string }>;
}

/** The props Decap gives a preview template, as far as the preview reads them. */
export interface DecapPreviewProps {
  entry: { get(key: 'data'): { toJS(): unknown } | undefined };
  /** The language the editor's left pane writes in; none for a file both languages share. */
  locale?: string;
  /** The preview pane's own document (Decap renders it in an iframe). */
  document: Document;
  /** Decap's address of a picture (a blob while an upload is unpublished); its field names the folder. */
  getAsset: (path: string, field?: DecapField) => { toString(): string };
  /** The entry's fields, as config.yml declares them. */
  fields: Iterable<DecapField>;
}

/** A field of the entry, as Decap holds config.yml (an Immutable map). */
interface DecapField {
  get(key: 'widget'): string | undefined;
  get(key: 'fields'): Iterable<DecapField> | undefined;
  get(key: 'field'): DecapField | undefined;
}

/** The entry's picture field: each content file keeps its pictures in one folder, which it names. */
function pictureField(fields: Iterable<DecapField> | undefined): DecapField | undefined {
  for (const field of fields ?? []) {
    if (field.get('widget') === 'image') return field;
    const inner =
      pictureField(field.get('fields')) ?? pictureField([field.get('field')].filter((f) => f !== undefined));
    if (inner) return inner;
  }
  return undefined;
}

const loaded = new Map<RemoteName, Promise<PreviewModule>>();

/** Tells the federation runtime where each remote of the current release is. */
export function registerPreviewRemotes(sources: PreviewSources): void {
  registerRemotes(
    Object.entries(sources.remotes).map(([remote, entry]) => ({
      name: containerName(remote as RemoteName),
      entry,
      entryGlobalName: previewGlobalName(remote as RemoteName),
    })),
  );
}

/** The preview container's federation name: not the pages' own (`home`), which it is not. */
const containerName = (remote: RemoteName) => `${remote}_preview`;

function previewModuleOf(remote: RemoteName): Promise<PreviewModule> {
  let module = loaded.get(remote);
  if (!module) {
    module = loadRemote<PreviewModule>(`${containerName(remote)}/${PREVIEW_MODULE}`).then((m) => {
      if (!m?.default) throw new Error(`${remote}/${PREVIEW_MODULE} has no preview.`);
      return m;
    });
    loaded.set(remote, module);
  }
  return module;
}

const REMOTE_STYLES = 'link[rel="stylesheet"][href*="/admin/remotes/"]';

/**
 * The remote's stylesheets where its components render: in the preview pane's document, not
 * the studio's. The federation runtime adds a remote's stylesheets to the studio's head; there
 * they are switched off (their global rules would restyle Decap) and copied into the pane.
 */
function useSiteStylesIn(frame: Document, shellStyles: readonly string[]): void {
  useEffect(() => {
    const copy = () => {
      const remote = [...document.querySelectorAll<HTMLLinkElement>(REMOTE_STYLES)];
      for (const link of remote) link.media = 'not all';
      const present = new Set(
        [...frame.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
      );
      for (const href of [
        ...shellStyles.map((s) => new URL(s, location.href).href),
        ...remote.map((l) => l.href),
      ]) {
        if (present.has(href)) continue;
        const link = frame.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        frame.head.append(link);
        present.add(href);
      }
    };
    copy();
    const observer = new MutationObserver(copy);
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [frame, shellStyles]);
}

/** Decap's preview of one entry, drawn by the components of the remote that shows it. */
export function RemotePreview({
  remote,
  file,
  styles,
  entry,
  locale,
  document: frame,
  getAsset,
  fields,
}: DecapPreviewProps & { remote: RemoteName; file: string; styles: readonly string[] }) {
  const [module, setModule] = useState<PreviewModule | Error | null>(null);
  useEffect(() => {
    let live = true;
    previewModuleOf(remote).then(
      (m) => live && setModule(m),
      (error: unknown) => live && setModule(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [remote]);
  useSiteStylesIn(frame, styles);

  if (module === null) return <p>Loading the {remote} pages’ components…</p>;
  if (module instanceof Error)
    return (
      <p role="alert">
        The preview needs the {remote} pages of the current release, which could not be loaded (
        {module.message}). What you write is kept; publish it to see it on the site.
      </p>
    );
  if (!module.previewedFiles.includes(file))
    return (
      <p>
        No preview of this file on its own: its words appear across the site. Put the entry In review to see
        them in place on a preview of the whole site.
      </p>
    );
  const lang: Lang = locale === 'es' ? 'es' : 'en';
  const Preview = module.default;
  return (
    <Preview
      file={file}
      lang={lang}
      data={entry.get('data')?.toJS()}
      assetUrl={(name) => getAsset(name, pictureField(fields)).toString()}
    />
  );
}
