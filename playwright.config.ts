import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** One fresh server (embedded PGlite, demo data) for the whole run, on its own port and folder. */
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'caskmark-e2e-'));
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
const CLOCK_MINUTES = ['**/checkout-expiry.spec.ts'];
const CLOCK_DAYS = ['**/redemption.spec.ts'];
// Closes an auction lot: days on the clock, after the redemption journey (which needs the lot-free 36 h).
const CLOCK_AUCTION_CLOSE = ['**/auction-proof-of-funds.spec.ts'];
// Into the demo leaderboard's final hour (it closes 3 days after seeding) and past its close.
const CLOCK_FINAL_HOUR = ['**/auction-leaderboard-final-hour.spec.ts'];
// Passes the close of the demo's Cristalino Reserva shuffle (40 days; sessions lapse with it): before the sweepstakes.
const CLOCK_SHUFFLE = ['**/shuffle.spec.ts'];
// Passes the close of the demo's cask-strength sweepstakes (60 days): last, after every other clock group.
const CLOCK_SWEEPSTAKES = ['**/sweepstakes.spec.ts'];
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  // CI shares two cores between the server, anvil and Chromium: a slow first paint is not a failure.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: true,
  // Three on two cores: two left a fifth of the CPU idle while pages waited on the server and the chain
  // (desktop project 915 → 836 s, the whole run 1,036 s, no test flaky; decision 322).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // DOM snapshots and sources, no screencast: encoding frames of every page of every test cost the
    // two shared cores more than anything a failed test's trace gains from them (the failure's own
    // screenshot is still taken).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // Every test shares one server and its business clock. Tests that move the clock past holds (minutes)
  // or days run after the others, one group at a time, so no other test's cart or session lapses under it.
  projects: [
    { name: 'desktop', testIgnore: [...CLOCK_MINUTES, ...CLOCK_DAYS, ...CLOCK_AUCTION_CLOSE, ...CLOCK_FINAL_HOUR, ...CLOCK_SHUFFLE, ...CLOCK_SWEEPSTAKES], use: desktop },
    { name: 'clock-minutes', testMatch: CLOCK_MINUTES, dependencies: ['desktop'], use: desktop },
    { name: 'clock-days', testMatch: CLOCK_DAYS, dependencies: ['clock-minutes'], use: desktop },
    { name: 'clock-auction-close', testMatch: CLOCK_AUCTION_CLOSE, dependencies: ['clock-days'], use: desktop },
    { name: 'clock-final-hour', testMatch: CLOCK_FINAL_HOUR, dependencies: ['clock-auction-close'], use: desktop },
    { name: 'clock-shuffle', testMatch: CLOCK_SHUFFLE, dependencies: ['clock-final-hour'], use: desktop },
    { name: 'clock-sweepstakes', testMatch: CLOCK_SWEEPSTAKES, dependencies: ['clock-shuffle'], use: desktop },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links the server builds (OIDC callbacks, e-mails) must point at the address the browser uses.
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Every test signs up a fresh collector from 127.0.0.1; decision 063's 20 an hour would refuse the 21st.
      SIGN_UP_LIMIT_PER_IP_PER_HOUR: '500',
      // ...and signs in, often more than once: past 100 in 15 minutes the last projects' sign-ins met 429.
      SIGN_IN_LIMIT_PER_IP_PER_15_MINUTES: '5000',
    },
  },
});
