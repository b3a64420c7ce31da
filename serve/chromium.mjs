// @ts-check
// The system Chromium that every browser tool of the project drives (Playwright's
// integration tests, the benchmark's Lighthouse): never a downloaded browser.
// Its flags keep it from reaching for hosts this machine's closed network refuses,
// and answer every name on the reserved `.example` domain (the configuration's
// placeholders for external services) as not found at once, as public DNS does:
// a machine whose resolver lets such a query hang until it times out would
// otherwise keep a page's embeds loading for seconds, and a test waiting for the
// network to settle would wait with it.

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The reserved top-level domain of the configuration's placeholder hosts. */
export const PLACEHOLDER_TLD = 'example';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--host-resolver-rules=MAP *.${PLACEHOLDER_TLD} ~NOTFOUND`,
];
