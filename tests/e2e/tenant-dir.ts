import path from 'node:path'

/** The tenants folder the e2e server reads: a copy, so tests can edit files while it runs. */
export const E2E_TENANTS_DIR = path.resolve('test-results/e2e-tenants')
