import { readdirSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { gzipAsync } from '@gfx/zopfli'
import { defineConfig, type Plugin } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixConfig, { hub as hubRemixConfig } from './remix.config.js'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * A theme's options schema (zod), messages and tokens are read from the manifest on the server only
 * (themes/manifest.server.ts). The manifest names them as lazy imports; in the browser build they resolve to an
 * empty module, so neither zod nor any theme's strings are emitted for the browser, and the manifest points at no
 * theme's chunk (its tokens reach a page inside the theme's own chunk; decisions 002, 028 and 043).
 */
function serverOnlyThemeParts(): Plugin {
  const STUB = '\0server-only-theme-part'
  return {
    name: 'excursio:server-only-theme-parts',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || !importer?.replaceAll('\\', '/').endsWith('/themes/manifest.ts')) return null
      return /^\.\/[a-z0-9-]+\/(options|messages|tokens)$/.test(source) ? STUB : null
    },
    load: (id) => (id === STUB ? 'export default undefined' : null),
  }
}

/**
 * The browser's `i18next` is a small compatible translator (app/i18n/i18next-lite.ts, decision 037): i18next
 * itself was 14–16 KB of a first visit's gzipped JavaScript. The server keeps i18next (and remix-i18next).
 * Likewise `react-i18next` is app/i18n/react-i18next-lite.ts, whose `useTranslation` is a few lines over the
 * translator's `getFixedT` (react-i18next's own was ~1.5 KB gzipped).
 */
function clientI18next(): Plugin {
  const lite = fileURLToPath(new URL('./app/i18n/i18next-lite.ts', import.meta.url))
  const reactLite = fileURLToPath(new URL('./app/i18n/react-i18next-lite.ts', import.meta.url))
  const trans = fileURLToPath(new URL('./app/components/trans.tsx', import.meta.url))
  const transModule = fileURLToPath(new URL('./node_modules/react-i18next/dist/es/Trans.js', import.meta.url))
  const CORE = '\0react-i18next-core'
  const dist = (file: string) => JSON.stringify(fileURLToPath(new URL(`./node_modules/react-i18next/dist/es/${file}`, import.meta.url)))
  return {
    name: 'excursio:client-i18next',
    enforce: 'pre',
    load: (id) => (id === CORE ? `export { I18nContext, getI18n, setI18n } from ${dist('context.js')}\nexport { I18nextProvider } from ${dist('I18nextProvider.js')}` : null),
    resolveId(source, importer, options) {
      if (options?.ssr) return null
      if (source === 'i18next') return lite
      // The browser's useTranslation is a small hook (decision 040); the provider, its context and `Trans` stay
      // the package's own.
      if (source !== 'react-i18next') return null
      // The shim's own imports: the provider and its context, from their modules rather than the package's index,
      // whose re-export of Trans would tie Trans and its parser to the shim's chunk.
      if (importer === reactLite) return CORE
      // app/components/trans.tsx: the module itself, not the index (the same reason).
      if (importer === trans) return transModule
      return reactLite
    },
  }
}

/**
 * The browser's scripts and stylesheets are compressed once, at build time, with Zopfli (a gzip encoder that
 * searches harder: 3–4% smaller than the on-the-fly gzip the server would send), as `<file>.gz` beside each file;
 * server.ts serves those to browsers that accept gzip (decision 040). The server build is left alone.
 */
function precompressedAssets(): Plugin {
  let ssr = false
  return {
    name: 'excursio:precompressed-assets',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => void (ssr = !!config.build.ssr),
    // After the files are written: what Vite's own last steps changed (preload lists, map comments) is in them.
    async writeBundle(options, bundle) {
      if (ssr || !options.dir) return
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue
        const file = path.join(options.dir, fileName)
        const bytes = await readFile(file)
        if (bytes.length < 512) continue
        await writeFile(`${file}.gz`, await gzipAsync(bytes, { numiterations: bytes.length > 20_000 ? 15 : 8 }))
      }
    },
  }
}

/**
 * Small app modules every page runs (the root's, the entry's and every theme's chrome's) in one `shell` chunk
 * rather than a dozen chunks of a few hundred bytes, each with its own gzip stream and import lines (decision
 * 040). Only app files, named one by one: a rule by "whatever the root imports" also caught zod and cost more
 * than it saved.
 */
const SHELL = [
  /\0vite\/preload-helper/,
  /\/app\/utils\/(page-meta|contact-links|experience-text|reload-guard)\.tsx?$/,
  /\/app\/hooks\/(nonce|lazy-chunk|deferred|layout-effect|root-data|theme)\.tsx?$/,
  /\/app\/i18n\/(page-messages|meta)\.tsx?$/,
  /\/app\/domain\/locales\.tsx?$/,
  /\/app\/components\/(toasts|error-screen|site-nav|icons|header-search|disclosure-menu|locale-link|account-link|cart\/link|copyright|navigation-progress|build-update|viewport-prefetch|client-behaviours)\.tsx?$/,
  /\/themes\/kit\/(brand|call-links|contact-list|cx|define|footer-links|frame|header-actions|mobile-menu|nav|switchers|tokens)\.tsx?$/,
]
/**
 * react-i18next's `Trans` and its HTML parser, which only messages with markup use (app/components/trans.tsx), in
 * a chunk of their own: a module that the shell's modules import, even through a re-export, joins the shell
 * unless it has a chunk of its own.
 */
const TRANS = /\/node_modules\/(react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js|html-parse-stringify\/|void-elements\/)/
function shellChunk(id: string): string | undefined {
  const path = id.replaceAll('\\', '/')
  if (TRANS.test(path)) return 'trans'
  return SHELL.some((pattern) => pattern.test(path)) ? 'shell' : undefined
}

/**
 * Resource routes (a loader or action and no component: /locale, /sitemap.xml, the PDFs, the CSV exports) have
 * nothing for the browser, yet Remix gives every route a client entry, so Rollup reports each as "Generated an
 * empty chunk" — fifteen lines a new user reads as warnings on every build (issue 25). Those, and only those,
 * are left unsaid: an empty chunk from any other module is still reported.
 */
function resourceRouteNames(dir: string): Set<string> {
  const root = fileURLToPath(new URL(dir, import.meta.url))
  const names = new Set<string>()
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.(test|server)\.tsx?$/.test(file)) continue
    if (!/^export default /m.test(readFileSync(path.join(root, file), 'utf8'))) names.add(path.basename(file).replace(/\.tsx?$/, ''))
  }
  return names
}
function quietResourceRoutes(routesDir: string): (warning: { code?: string; names?: string[] }, warn: (w: never) => void) => void {
  const resources = resourceRouteNames(routesDir)
  return (warning, warn) => {
    if (warning.code === 'EMPTY_BUNDLE' && warning.names?.every((name) => resources.has(name))) return
    warn(warning as never)
  }
}

/**
 * The partner hub is built from the same file with `EXCURSIO_APP=hub` (decision 044): its own Remix app
 * (`app/hub/`), no theme parts and no shop i18n shims (its pages are not cached and not on a traveller's phone
 * budget), its own build folder.
 */
const HUB = process.env.EXCURSIO_APP === 'hub'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: HUB
    ? [tailwindcss(), remix(hubRemixConfig), tsconfigPaths(), precompressedAssets()]
    : [serverOnlyThemeParts(), clientI18next(), tailwindcss(), remix(remixConfig), tsconfigPaths(), precompressedAssets()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) + (HUB ? 1 : 0) } },
  // The Vite manifest is kept (build/.vite/client-manifest.json): the bundle-isolation test reads it.
  // SOURCEMAP=1 builds with source maps, to see what each chunk holds (docs/benchmarks.md, "JavaScript budget").
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    sourcemap: !!process.env.SOURCEMAP,
    // Terser takes 3–4% more off the browser's scripts than esbuild's minifier (decision 040); the server's
    // build is not minified, so its stack traces stay readable.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    rollupOptions: isSsrBuild
      ? {}
      : HUB
        ? { onwarn: quietResourceRoutes('./app/hub/routes/') }
        : { output: { manualChunks: shellChunk }, onwarn: quietResourceRoutes('./app/routes/') },
  },
}))
