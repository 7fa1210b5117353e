// The floor plan (decision 043), checked on the resolved import graph, type imports included: `npm run lint` runs
// it after ESLint, and tests/architecture/import-graph.test.ts reads the same graph for circles.
//
// Floors, top to bottom: routes and root.tsx; themes (their kit bridges to the components); components and the
// browser hooks; page assemblers (pages); services and models; tenancy and http; utils; domain. An arrow may
// point down or sideways, never up.
const SOURCE = '^(app|themes|tenants|scripts|drizzle|server\\.ts)'
const NPM = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core']

/** A forbidden arrow: from files matching `from`, to files matching `to` (and not `toNot`). */
const floor = (name, comment, from, to, extra = {}) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, ...(extra.fromNot ? { pathNot: extra.fromNot } : {}) },
  to: { ...(to ? { path: to } : {}), ...(extra.toNot ? { pathNot: extra.toNot } : {}), dependencyTypesNot: NPM },
})

module.exports = {
  forbidden: [
    floor('domain-imports-domain', 'app/domain holds types, rules and schemas: it imports only app/domain.', '^app/domain/', null, {
      toNot: '^app/domain/',
    }),
    floor('utils-import-utils-and-domain', 'app/utils is the bottom floor with domain: it imports only app/utils and app/domain.', '^app/utils/', null, {
      toNot: '^app/(utils|domain)/',
    }),
    floor('models-never-up', 'A model never imports a page assembler, a component, a hook, a route or a theme.', '^app/models/', '^(app/(pages|components|hooks|routes|root\\.tsx|entry)|themes/(?!manifest))'),
    floor('services-never-up', 'A service never imports a page assembler, a component, a hook, a route or a theme.', '^app/services/', '^(app/(pages|components|hooks|routes|root\\.tsx|entry)|themes/(?!manifest))'),
    floor('pages-never-up', 'A page assembler runs on the server: it never imports a component, a hook, a route or a theme.', '^app/pages/', '^(app/(components|hooks|routes|root\\.tsx|entry)|themes/(?!manifest))'),
    floor('components-never-up', 'A component never imports a route, root.tsx or a theme (themes are above it: the kit imports components).', '^app/(components|hooks)/', '^(app/(routes|root\\.tsx|entry)|themes/)', {
      toNot: '^themes/(contract|kit/tokens)\\.ts$',
    }),
    floor(
      'themes-import-kit-contract-themselves',
      'A layout package imports only the kit, the contract, its own files and the theme it extends (decision 028).',
      '^themes/([^/]+)/',
      null,
      { fromNot: '^themes/kit/', toNot: '^themes/($1/|kit/|contract\\.ts$|[^/]+/index\\.tsx$)' },
    ),
    floor('kit-bridges-to-components-only', 'The theme kit reaches the app through components, hooks, utils and domain only.', '^themes/kit/', '^(app/(models|pages|services|routes|root\\.tsx|entry)|tenants/)'),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.data)/' },
    includeOnly: SOURCE,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
