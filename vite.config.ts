import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixConfig from './remix.config.js'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // The Vite manifest is kept (build/.vite/client-manifest.json): the bundle-isolation test reads it.
  build: { target: 'es2022', assetsInlineLimit: 0, manifest: true },
})
