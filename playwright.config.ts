import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'http', testMatch: /.*\.http\.spec\.ts/ },
    // A flow tagged for one screen runs in that project only (tests/e2e/fixtures.ts, decision 029).
    // The docs' screenshots run only for `npm run screenshots` (SCREENSHOTS=1): the smoke suite checks the same pages.
    { name: 'desktop', testMatch: /.*\.flow\.spec\.ts/, testIgnore: process.env.SCREENSHOTS ? [] : [/screenshots\.flow\.spec\.ts/], grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'phone', testMatch: /.*\.flow\.spec\.ts/, testIgnore: /screenshots\.flow\.spec\.ts/, grepInvert: /@desktop-only/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
