import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
// Debian's headless shell (the old headless mode, what Playwright itself runs headless) costs a fifth less CPU
// per test than the full browser; the full one serves where the shell is not installed (decision 042).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // One bound for every test and every assertion, not one tuned per step: a step waits for what the user will
  // see, and only a hang reaches these (decision 042).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // Recording a trace of every test to keep the failing ones costs about an eighth of the suite's CPU; a failure
    // keeps its screenshot and page snapshot (error-context.md), and E2E_TRACE=1 records traces to chase one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'http', testMatch: /.*\.http\.spec\.ts/ },
    // A flow tagged for one screen runs in that project only (tests/e2e/fixtures.ts, decision 029).
    // The docs' screenshots run only for `npm run screenshots` (SCREENSHOTS=1): the smoke suite checks the same pages.
    { name: 'desktop', testMatch: /.*\.flow\.spec\.ts/, testIgnore: process.env.SCREENSHOTS ? [] : [/screenshots\.flow\.spec\.ts/], grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'phone', testMatch: /.*\.flow\.spec\.ts/, testIgnore: /screenshots\.flow\.spec\.ts/, grepInvert: /@desktop-only/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: {
    // Node itself, in place of the shell (no npx or tsx wrapper between): the signal below reaches the server, which
    // then has the time it needs to close, instead of a wrapper exiting at once and the group being killed.
    command: 'exec node --import tsx tests/e2e/serve.ts',
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Asked to stop (the whole process group: serve.ts and its second app server), each closes, the second server
    // first, and the run's database is dropped (seconds, more on a busy machine); what still runs after 60 s is killed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
  },
})
