import type { ComponentType } from 'react';

/** The two languages of the site: English at `/`, Spanish under `/es`. */
export type Lang = 'en' | 'es';

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

/** The shape of one exposed module: its default export is the page. */
export type ExposedModule<R extends RemoteName, M extends RemoteModuleName<R>> = {
  default: RemoteContract[R][M];
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
