import type { ComponentType } from 'react';
import type { PageMeta } from './meta/page-meta';
import type { Lang } from './i18n/lang';

// The contract speaks of languages; `Lang` and `LANGS` are declared with the language helpers
// (`shared/lang` for code that reads the contract alone).
export type { Lang };

/** Every route-level page a remote exposes receives only the language. */
export interface PageProps {
  lang: Lang;
}

export type PageComponent = ComponentType<PageProps>;

/**
 * What each remote must expose, one module per page. The shell types its
 * remote imports by this table and the remotes check their exposes against it.
 */
export interface RemoteContract {
  home: { HomePage: PageComponent };
  blog: { BlogListPage: PageComponent; BlogPostPage: PageComponent };
  partners: { PartnersPage: PageComponent };
  leads: { ReferralPage: PageComponent; SuccessCasesPage: PageComponent };
}

export type RemoteName = keyof RemoteContract;
export type RemoteModuleName<R extends RemoteName> = keyof RemoteContract[R] & string;

/**
 * The shape of one exposed module: its default export is the page. `preload`,
 * when present, loads what the page's first render needs (its copy): the shell
 * awaits it before hydrating a served page, so the page hydrates at once.
 * `prefetch`, when present, loads what a visit of the page in that language needs
 * first (`preload`'s and more): the shell calls it when the visitor points at a
 * link to the page, so that the click only renders.
 */
export type ExposedModule<R extends RemoteName, M extends RemoteModuleName<R>> = {
  default: RemoteContract[R][M];
  preload?: (lang: Lang) => Promise<unknown>;
  prefetch?: (lang: Lang) => Promise<unknown>;
};

/** All modules a remote exposes, keyed by module name. */
export type ExposedModules<R extends RemoteName> = {
  [M in RemoteModuleName<R>]: ExposedModule<R, M>;
};

/** Runtime list of remotes and their modules, mirrored by the type above. */
export const REMOTE_MODULES = {
  home: ['HomePage'],
  blog: ['BlogListPage', 'BlogPostPage'],
  partners: ['PartnersPage'],
  leads: ['ReferralPage', 'SuccessCasesPage'],
} as const satisfies { [R in RemoteName]: readonly RemoteModuleName<R>[] };

export const REMOTE_NAMES = Object.keys(REMOTE_MODULES) as RemoteName[];

/**
 * A remote and one of the page modules the contract gives it: a union over the remotes,
 * so the module loaded for a reference is typed as that remote's.
 */
export type RemotePageRef = { [R in RemoteName]: { remote: R; module: RemoteModuleName<R> } }[RemoteName];

/** The exposed module a page reference loads. */
export type ExposedModuleOf<P extends RemotePageRef> = P extends {
  remote: infer R extends RemoteName;
  module: infer M;
}
  ? M extends RemoteModuleName<R>
    ? ExposedModule<R, M>
    : never
  : never;

/** Every page module of the contract; the mapped type makes a new remote fail here until listed. */
const PAGE_REFS: readonly RemotePageRef[] = Object.values<readonly RemotePageRef[]>({
  home: REMOTE_MODULES.home.map((module) => ({ remote: 'home', module })),
  blog: REMOTE_MODULES.blog.map((module) => ({ remote: 'blog', module })),
  partners: REMOTE_MODULES.partners.map((module) => ({ remote: 'partners', module })),
  leads: REMOTE_MODULES.leads.map((module) => ({ remote: 'leads', module })),
} satisfies { [R in RemoteName]: readonly Extract<RemotePageRef, { remote: R }>[] }).flat();

/** The page module `remote`/`module` names, if the contract has it (for data read at run time). */
export function remotePageRef(remote: string, module: string): RemotePageRef | undefined {
  return PAGE_REFS.find((ref) => ref.remote === remote && ref.module === module);
}

/**
 * The global a remote's entry defines in the page. Not the remote's bare name: an element
 * with that id (the home page's `#partners` section) is a global of the same name, and the
 * federation runtime would take it for an entry already loaded.
 */
export function remoteGlobalName(remote: RemoteName): string {
  return `intenta_remote_${remote}`;
}

/** One dated entry of a remote's feed (a blog post), for RSS, the sitemap and llms.txt. */
export interface FeedEntry {
  title: string;
  /** Path on the site, e.g. `/blog/ai-search-revolution`. */
  path: string;
  description: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  author: string;
  category: string;
}

/**
 * One address of a remote's page: the remote declares it (`src/exposes/routes.ts`),
 * the shell routes it. A new kind of page is a new route of its remote alone.
 */
export interface RemoteRoute<R extends RemoteName = RemoteName> {
  /** A react-router path, e.g. `/blog/:slug`. */
  path: string;
  /** The page's language (`/referido` is Spanish outside `/es`). */
  lang: Lang;
  module: RemoteModuleName<R>;
  /** For a parameterised path, the values of each page it has (prerender only): `[{ slug: 'a' }, …]`. */
  params?: () => readonly Record<string, string>[];
}

/** A remote route as the runtime config carries it to the browser: which remote, no params. */
export type SiteRemoteRoute = RemotePageRef & {
  path: string;
  lang: Lang;
};

/** The module each remote exposes beside its pages: `routes`, its route list. */
export const ROUTES_MODULE = 'routes';

/** What the `routes` module of a remote exports. */
export interface RoutesModule<R extends RemoteName = RemoteName> {
  routes: readonly RemoteRoute<R>[];
}

/**
 * The content studio's preview of a remote (docs/decisions/082-studio-previews.md): a container
 * of its own, built beside the pages into `preview/` of the remote's build, that exposes this
 * one module. The studio loads it with Module Federation, as the shell loads pages, and renders
 * the entry being edited with the remote's own components.
 */
export const PREVIEW_MODULE = 'preview';

/** The folder of a remote's build that holds its preview container. */
export const PREVIEW_FOLDER = 'preview';

/** The global the preview container of a remote defines in the studio's page. */
export function previewGlobalName(remote: RemoteName): string {
  return `intenta_preview_${remote}`;
}

/** One content file of the remote as the editor holds it, in one language. */
export interface ContentPreviewProps {
  /** The file's name in the remote's `content/collections.ts`, e.g. `faq` or `posts`. */
  file: string;
  lang: Lang;
  /** The file's fields as the editor holds them (a post: its front matter and `body`). */
  data: unknown;
  /** The address of a picture the entry names, uploaded or not yet published. */
  assetUrl: (name: string) => string;
}

/** What the `preview` module of a remote exports. */
export interface PreviewModule {
  /** Renders one of `previewedFiles` with the remote's components (the studio asks for no other). */
  default: ComponentType<ContentPreviewProps>;
  /** The files it shows. */
  previewedFiles: readonly string[];
}

/**
 * What a remote's server build (`src/exposes/server.ts`) exports for the
 * prerender step: its pages and routes, and what it adds to the site's files.
 */
export interface RemoteServerEntry<R extends RemoteName> {
  pages: RemoteContract[R];
  /** Every address of the remote's pages (the same list its `routes` module exposes). */
  routes: readonly RemoteRoute<R>[];
  /** The remote's feeds in one language (the blog's RSS), published by the prerender step. */
  feeds?: (lang: Lang) => readonly Feed[];
  /** The heading the remote's pages are listed under in llms.txt, e.g. `Blog`. */
  llmsSection: string;
  /**
   * Not-found pages of the remote's own: each is rendered at `path` and answers,
   * with status 404, every unknown address that starts with `scope` (the longest
   * scope wins over the site's general not-found page).
   */
  notFoundPages?: readonly NotFoundPage[];
  /**
   * What the share card (og:image) of one of the remote's pages shows, from the metadata
   * the page declared. The prerender step draws it in the brand's layout; without this,
   * a page's card shows its title alone.
   */
  shareCard?: (meta: PageMeta) => ShareCard;
}

/** A page's share card: a 1200×630 picture with the brand, the page's language and these. */
export interface ShareCard {
  title: string;
  /** A short line above the title, e.g. `Blog · Guides`. */
  eyebrow?: string;
  /** URL of a picture drawn beside the title (a post's illustration): SVG, PNG or JPEG. */
  illustration?: string;
  /** The card in words (`og:image:alt`) when more than its eyebrow, title and brand. */
  alt?: string;
}

/** A remote's own not-found page, e.g. the blog's 'Post Not Found' for `/blog/...`. */
export interface NotFoundPage {
  /** Address it is rendered at, e.g. `/blog/404`. */
  path: string;
  /** Addresses it answers for, a prefix ending in `/`, e.g. `/blog/`. */
  scope: string;
}

/** A feed the prerender step publishes; the pages it belongs to link it from their head. */
export interface Feed {
  /** Where it is published, e.g. `/blog/rss.xml`. */
  path: string;
  title: string;
  description: string;
  /** The page whose news it carries, e.g. `/blog`. */
  pagePath: string;
  /** Newest first. */
  entries: readonly FeedEntry[];
}
