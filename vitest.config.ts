import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Vitest runs one file at a time on 2 cores (cores - 1); the integration files mostly wait on PostgreSQL, so
    // two at once take 156 s where one took 224 s (decision 042).
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: { name: 'unit', include: ['app/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts', 'themes/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], environment: 'node', setupFiles: ['tests/helpers/console-guard.ts'] },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/integration/**/*.test.tsx'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/console-guard.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
