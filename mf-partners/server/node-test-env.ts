// Node-environment unit tests: the repo's Vitest setup clears web storage after
// each test, which Node lacks; give it empty stand-ins.
const g = globalThis as unknown as Record<string, unknown>;
for (const name of ['localStorage', 'sessionStorage']) g[name] ??= { clear() {} };
