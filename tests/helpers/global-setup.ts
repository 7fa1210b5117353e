// Vitest's global setup: names this run, so the integration tests share one seeded template database per
// seed date (createSeededTestDatabase), and drops those templates when the run ends.
import { dropTemplates } from './database'

export default function setup() {
  const run = Date.now().toString(36)
  process.env.EXCURSIO_TEST_RUN = run
  return () => dropTemplates(run)
}
