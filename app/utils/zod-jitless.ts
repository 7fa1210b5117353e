// Zod 4 compiles object schemas with `new Function` when it may, and finds out by trying once: under the
// Content-Security-Policy (no 'unsafe-eval', decision 021) that try is refused and reported as a violation in
// the browser on every page with a form. Our schemas are small forms; the compiled parser buys nothing here.
// Imported first by root.tsx: it must run before any module builds a schema (the choice is made then). Only
// zod's core config is imported, so pages without a form (the experience page) do not download zod itself.
import { config } from 'zod/v4/core'

config({ jitless: true })
