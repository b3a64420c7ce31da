// The system Chromium that every browser tool of the project drives (Playwright's
// integration tests, the benchmark's Lighthouse): never a downloaded browser.
// Its flags keep it from reaching for hosts this machine's closed network refuses.

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
