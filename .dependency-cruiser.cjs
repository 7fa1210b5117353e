// The floor plan (decision 043), checked on the resolved import graph, type imports included: `npm run lint` runs
// it after ESLint, and tests/architecture/import-graph.test.ts reads the same graph for circles.
//
// Floors, top to bottom (docs/architecture.md):
//   routes, root.tsx, entry.*         the Remix app
//   themes/<id>/                      layout packages; they see the app only through themes/kit and the contract
//   themes/kit/                       the bridge: imports components, hooks, utils and domain
//   app/components/, app/hooks/       React; they read the theme through app/hooks/theme.tsx (contract types only)
//   app/pages/                        page assemblers: the data a route's page needs (server)
//   app/services/, app/models/        mail, payments, pdf, images; the database, one folder per aggregate
//   app/http/                         request plumbing: the front door server.ts runs, and how actions answer
//   app/i18n/, app/tenancy/           translation runtime; tenant files and host resolution
//   app/utils/                        helpers: imports only utils and domain (db.server.ts also the drizzle schema)
//   app/domain/, app/locales/         types, business rules, form schemas; the message catalogues
//   drizzle/schema/                   the tables; imports only itself and the domain types its columns hold
// An arrow points down or sideways, never up. Tests beside the code may import what they need.
const SOURCE = '^(app|themes|tenants|scripts|drizzle|server\\.ts)'
const TESTS = '\\.test\\.tsx?$'
const NPM = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core']

const UP_FROM_MODELS = '^(app/(pages|components|hooks|http|routes|root\\.tsx|entry)|themes/(?!manifest))'

/** A forbidden arrow: from files matching `from`, to files matching `to` (and not `toNot`). */
const floor = (name, comment, from, to, extra = {}) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: [TESTS, ...(extra.fromNot ? [extra.fromNot] : [])] },
  to: { ...(to ? { path: to } : {}), ...(extra.toNot ? { pathNot: extra.toNot } : {}), dependencyTypesNot: NPM },
})

module.exports = {
  forbidden: [
    floor('domain-imports-domain', 'app/domain holds types, rules and schemas: it imports only app/domain.', '^app/domain/', null, { toNot: '^app/domain/' }),
    floor('locales-are-data', 'The message catalogues import only each other and the domain.', '^app/locales/', null, { toNot: '^app/(locales|domain)/' }),
    floor('utils-import-utils-and-domain', 'app/utils imports only app/utils and app/domain.', '^app/utils/', null, {
      fromNot: '^app/utils/db\\.server\\.ts$',
      toNot: '^app/(utils|domain)/',
    }),
    floor('schema-below-models', 'The drizzle schema describes tables: it imports only itself and the domain types its columns hold.', '^drizzle/schema/', null, {
      toNot: '^(drizzle/schema/|app/domain/)',
    }),
    floor('db-setup', 'The database setup imports the drizzle schema, utils and domain only.', '^app/utils/db\\.server\\.ts$', null, {
      toNot: '^(app/(utils|domain)/|drizzle/(schema|migrations)/)',
    }),
    floor('tenancy-below-models', 'Tenant loading reads files and the theme manifest (no React), never the app above it.', '^app/tenancy/', null, {
      toNot: '^(app/(tenancy|utils|domain)/|themes/(manifest(\\.server)?|kit/tokens|[^/]+/(options|messages|tokens))\\.ts$)',
    }),
    floor('i18n-below-models', 'The translation runtime imports the catalogues, the themes\' messages (manifest), utils and domain only.', '^app/i18n/', null, {
      toNot: '^(app/(i18n|locales|utils|domain)/|themes/(manifest(\\.server)?|kit/tokens|[^/]+/(options|messages|tokens))\\.ts$)',
    }),
    floor('http-below-models', 'Request plumbing never imports a model, a service, a page, a component, a route or a theme.', '^app/http/', null, {
      toNot: '^app/(http|tenancy|i18n|locales|utils|domain)/',
    }),
    floor('models-never-up', 'A model never imports a page assembler, a component, a hook, a route, http plumbing or a theme.', '^app/models/', UP_FROM_MODELS),
    floor('services-never-up', 'A service never imports a page assembler, a component, a hook, a route, http plumbing or a theme.', '^app/services/', UP_FROM_MODELS),
    floor('pages-never-up', 'A page assembler runs on the server: it never imports a component, a hook, a route or a theme.', '^app/pages/', '^(app/(components|hooks|routes|root\\.tsx|entry)|themes/(?!manifest))'),
    floor('components-never-up', 'A component or hook never imports a route, root.tsx or a theme: it reads the theme through app/hooks/theme.tsx.', '^app/(components|hooks)/', '^(app/(routes|root\\.tsx|entry)|themes/)', {
      toNot: '^themes/(contract|kit/tokens|kit/part)\\.tsx?$',
    }),
    floor(
      'themes-import-kit-contract-themselves',
      'A layout package imports only the kit, the contract, its own files and the theme it extends (decision 028).',
      '^themes/([^/]+)/',
      null,
      { fromNot: '^themes/kit/', toNot: '^themes/($1/|kit/|contract\\.ts$|[^/]+/(index\\.tsx|options\\.ts)$)' },
    ),
    floor('kit-bridges-to-components-only', 'The theme kit reaches the app through components, hooks, utils and domain only.', '^themes/kit/', '^(app/(models|pages|services|http|tenancy|routes|root\\.tsx|entry)|tenants/)'),
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
