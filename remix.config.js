// Remix options, read by vite.config.ts and handed to the Remix Vite plugin.
// Routes are declared in app/routes.ts (v3_routeConfig), so every locale prefix is explicit.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
}
