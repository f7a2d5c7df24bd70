import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../bench/chromium.mjs';
import { E2E_WORKERS, freePortBase, serverPort, serverURL } from './servers';

// Chosen once in the main process and inherited by the workers through the environment: ports
// nothing else listens on (so a server left running elsewhere, or a database, cannot collide) and
// fresh embedded databases, one server per worker (see servers.ts).
process.env.E2E_PORT ??= String(freePortBase(E2E_WORKERS));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

// Headless Chromium loads the address bar's drop-down (chrome://omnibox-popup.top-chrome/, two
// WebUI pages in a renderer of their own) for every window, that is for every page a test opens,
// though nothing is ever typed into an address bar here: about a tenth of a second of CPU per page
// (decision 063). A second --disable-features replaces Playwright's own, so its list comes first
// (playwright-core's chromiumSwitches as of 1.65, less two names only Edge knows).
const DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Files, not tests, are spread over the workers; each worker has its own server (servers.ts).
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Each test's baseURL is its worker's server (the `baseURL` fixture in tests/support.ts).
    baseURL: serverURL(0),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // In CI a failing test runs again and that run records the trace (see LEAN_TRACE).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...CHROMIUM_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, n) => ({
    command: 'node ../apps/api/dist/main.js',
    url: `${serverURL(n)}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(serverPort(n)),
      DATA_DIR: join(dataDir, `server-${n}`),
      APP_URL: serverURL(n),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  })),
});
