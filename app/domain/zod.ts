// zod, for every schema the app builds: import `z` from here, never from 'zod' (eslint.config.js).
// Zod 4 compiles object schemas with `new Function` when it may, and finds out by trying once: under the
// Content-Security-Policy (no 'unsafe-eval', decision 021) that try is refused and reported as a violation in
// the browser on every page with a form. Our schemas are small forms; the compiled parser buys nothing here.
// The choice is made when a schema is built, so it is made here, before any importer's schema: a page without a
// form (the experience page) no longer downloads even zod's config (decision 040).
import { z } from 'zod'
import { config } from 'zod/v4/core'

config({ jitless: true })

export { z }
