import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { apiPort, appPorts } from '@intenta/workspace/ports.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from '@intenta/serve/chromium.mjs';

if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install Debian's browser with ` +
      '"sudo apt-get install -y chromium", or point CHROME_PATH at a Chromium or Chrome binary. ' +
      'These tests never download a browser.',
  );
}

const ports = appPorts();

export default defineConfig({
  testDir: './integration',
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  // Never retried: a flaky test is a red test (decision 004).
  retries: 0,
  // Timeouts catch a hang, never slowness (speed lives in the benchmark): the longest tests
  // (several axe passes, scrolling the whole home page) take 15-20 s on a CI host whose CPU
  // is shared, and twice that when its neighbours are busy.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${ports.shell}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // Exactly what `npm start` serves: the same production builds and servers.
  webServer: {
    command: 'node serve/start.mjs',
    cwd: '..',
    url: `http://localhost:${ports.shell}/runtime-config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    // The specs play the platform's gateway: the partner API keys its rate limit on the
    // X-Forwarded-For entry they append (one trusted hop), so each test is its own visitor.
    env: { API_PORT: String(apiPort()), PARTNERS_TRUSTED_PROXY_HOPS: '1' },
  },
});
