// One place for the local ports of the composed site. Each can be overridden by
// an environment variable; PORT_OFFSET shifts all of them at once (handy to run
// two copies of the site side by side).
const offset = Number(process.env.PORT_OFFSET ?? 0);

const port = (envName, fallback) => {
  const raw = process.env[envName];
  return raw ? Number(raw) : fallback + offset;
};

export const APPS = ['shell', 'mf-home', 'mf-blog', 'mf-partners', 'mf-leads'];

/** Federation name of each remote app, as the contract in shared/ spells it. */
export const REMOTE_OF_APP = {
  'mf-home': 'home',
  'mf-blog': 'blog',
  'mf-partners': 'partners',
  'mf-leads': 'leads',
};

export function appPorts() {
  return {
    shell: port('SHELL_PORT', 3000),
    'mf-home': port('HOME_PORT', 3001),
    'mf-blog': port('BLOG_PORT', 3002),
    'mf-partners': port('PARTNERS_PORT', 3003),
    'mf-leads': port('LEADS_PORT', 3004),
  };
}

/** The partner-application API (local stand-in of the hosted functions). */
export function apiPort() {
  return port('API_PORT', 54321);
}

/** The runtime config the shell reads at start: where each remote's manifest lives. */
export function runtimeConfigFor(ports = appPorts(), host = 'localhost') {
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [app, name] of Object.entries(REMOTE_OF_APP)) {
    remotes[name] = `http://${host}:${ports[app]}/mf-manifest.json`;
  }
  return { remotes, site: { backend: { url: `http://${host}:${apiPort()}` } } };
}
