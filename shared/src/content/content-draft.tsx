import { createContext, useContext, type ReactNode } from 'react';

/**
 * A content file as the studio's editor holds it (docs/decisions/082-studio-previews.md): the
 * preview pane renders a remote's own components with this in place of the file they were
 * built with. `file` is the file's name in its app's `content/collections.ts`, e.g. `faq`.
 */
export interface ContentDraft {
  file: string;
  data: unknown;
  /** The address of a picture the draft names that the app was not built with (a new upload). */
  assetUrl?: (name: string) => string;
}

const DraftContext = createContext<ContentDraft | null>(null);

/** Shows `draft` in place of the built content file of the same name, below this point. */
export function ContentDraftProvider({ draft, children }: { draft: ContentDraft; children: ReactNode }) {
  return <DraftContext value={draft}>{children}</DraftContext>;
}

/**
 * The content of `file` a component shows: `built` (the file the app was built with), or,
 * in the studio's preview pane, the draft being edited. On the site there is never a draft.
 */
export function useContentFile<T>(
  file: string,
  built: T,
  fromDraft: (data: unknown) => T = (d) => d as T,
): T {
  const draft = useContext(DraftContext);
  return draft?.file === file ? fromDraft(draft.data) : built;
}

/** The draft the studio's preview pane shows, if any (on the site, never). */
export function useContentDraft(): ContentDraft | null {
  return useContext(DraftContext);
}
