// react-i18next's `Trans`, for the few messages with markup in them. In the browser build `react-i18next` is
// app/i18n/react-i18next-lite.ts, which leaves `Trans` (and its HTML parser, ~2.5 KB gzipped) out so that it is
// not in the chunk every page loads; vite.config.ts lets this module import the package itself (decision 040).
export { Trans } from 'react-i18next'
