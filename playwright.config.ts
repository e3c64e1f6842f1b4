/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a
 * downloaded browser - do not run `playwright install`). The suite runs
 * against the production build (npm run build) served by
 * scripts/e2e-server.sh on port 4173 with a fresh data directory and the
 * demo data seeded. No retries: a flaky test is a failing test.
 */
import { defineConfig, devices } from '@playwright/test';
import { TEST_PRICES, TEST_WEBHOOK_SECRET } from './src/server/test/subscriptions/stripe-test-events.ts';

// E2E_PORT: only to run two suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;
const E2E_STRIPE_ENV = { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, ...TEST_PRICES };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every journey starts with the privacy choice made (analytics off), so the privacy banner covers
// nothing and no tracking traffic runs; the consent journey clears it with
// test.use({ storageState: { cookies: [], origins: [] } }) (docs/decisions/044).
const PRIVACY_CHOICE_MADE = {
  name: 'privacy_banner_consent',
  value: JSON.stringify({ analytics: false, necessary: true, decidedAt: '2026-01-01T00:00:00.000Z', version: 1 }),
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // 2-core CI machines: axe on a page alone took over 30 s when the host was busy.
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual baselines (e2e/visual, docs/decisions/080): a little anti-aliasing noise passes, a moved or resized block does not (measured: docs/decisions/080).
    toHaveScreenshot: { maxDiffPixelRatio: 0.005, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per screenshot, beside its spec: the same Debian Chromium and self-hosted fonts here and on CI.
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.tmp/test-results/playwright.json' }],
  ],
  use: {
    baseURL: BASE_URL,
    storageState: {
      cookies: [],
      origins: [BASE_URL, `http://127.0.0.1:${PORT}`].map((origin) => ({ origin, localStorage: [PRIVACY_CHOICE_MADE] })),
    },
    // No trace: recording one for every test cost a third of the suite's CPU (398 -> 270 CPU-s
    // for 68 tests, docs/decisions/028). To look at a failure: `npx playwright test <file> --trace on`.
    trace: 'off',
    // Spinners and pulses stop (src/web/styles.css honours it), so Chromium does not paint
    // 60 frames a second while a test waits.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Listed first, so its tests are dealt to the workers first and shoot the demo data as seeded, before other journeys
    // change it (docs/decisions/080). Regenerate its baselines with `npm run test:e2e:update-baselines`.
    { name: 'visual', testMatch: 'visual/**/*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chromium', testIgnore: 'visual/**', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // Migrating and seeding the demo data took over two minutes when several suites shared the 2 cores.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      E2E_DATA_DIR: `.tmp/e2e-data-${PORT}`,
      HOST: '127.0.0.1',
      BASE_URL,
      SEED_DEMO: 'true',
      // The suite signs up many accounts from one address.
      AUTH_RATE_LIMIT_MAX: '10000',
      // Stripe's signed webhooks without a Stripe account (docs/decisions/046): e2e/support/stripe-webhook.ts signs
      // events with this secret; no STRIPE_SECRET_KEY, so /subscription says billing is not configured.
      ...E2E_STRIPE_ENV,
      LOG_LEVEL: 'warn',
    },
  },
});
