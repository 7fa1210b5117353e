import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixConfig from './remix.config.js'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * A theme's options schema (zod) and messages are read on the server only (themes/manifest.server.ts). The
 * manifest names them as lazy imports; in the browser build they resolve to an empty module, so neither zod nor
 * any theme's strings are emitted for the browser (decisions 002 and 028).
 */
function serverOnlyThemeParts(): Plugin {
  const STUB = '\0server-only-theme-part'
  return {
    name: 'excursio:server-only-theme-parts',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || !importer?.replaceAll('\\', '/').endsWith('/themes/manifest.ts')) return null
      return /^\.\/[a-z0-9-]+\/(options|messages)$/.test(source) ? STUB : null
    },
    load: (id) => (id === STUB ? 'export default undefined' : null),
  }
}

/**
 * The browser's `i18next` is a small compatible translator (app/utils/i18next-lite.ts, decision 037): i18next
 * itself was 14–16 KB of a first visit's gzipped JavaScript. The server keeps i18next (and remix-i18next).
 */
function clientI18next(): Plugin {
  const lite = fileURLToPath(new URL('./app/utils/i18next-lite.ts', import.meta.url))
  return {
    name: 'excursio:client-i18next',
    enforce: 'pre',
    resolveId: (source, _importer, options) => (source === 'i18next' && !options?.ssr ? lite : null),
  }
}

export default defineConfig({
  plugins: [serverOnlyThemeParts(), clientI18next(), tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // The Vite manifest is kept (build/.vite/client-manifest.json): the bundle-isolation test reads it.
  build: { target: 'es2022', assetsInlineLimit: 0, manifest: true },
})
