// Remix options, read by vite.config.ts and handed to the Remix Vite plugin.
// Routes are declared in app/routes.ts (v3_routeConfig), so every locale prefix is explicit.

/** Every v3 future flag, for both apps. */
const future = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
  v3_routeConfig: true,
}

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  future,
}

/**
 * The partner hub (issue 22, decision 044): a second Remix app of the same codebase, with its own root, routes
 * and build, served on its own host name by server.ts. `EXCURSIO_APP=hub remix vite:build` builds it.
 * @type {import('@remix-run/dev').VitePluginConfig}
 */
export const hub = {
  appDirectory: 'app/hub',
  buildDirectory: 'build/hub',
  serverModuleFormat: 'esm',
  future,
}
