// Globals the tooling shares between modules: the prerender step
// (shell/pipeline/load-remotes.mjs) sets this one just before it evaluates a remote's
// server bundle, whose first module (server-public-path.js) reads it.
// eslint-disable-next-line no-var -- only a `var` declares a property of globalThis
declare var __INTENTA_REMOTE_PUBLIC_PATH__: string | undefined;
