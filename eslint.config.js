import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const DB_PATTERN = { group: ['**/db.server', 'drizzle-orm/*'], message: 'Only app/models and db setup touch the database.' }
// Icons are `<use>`s of one sprite file (decision 040): lucide's components would put their paths in the scripts.
const ICONS_PATTERN = { group: ['lucide-react'], message: 'Import icons from ~/components/icons (themes: ../kit); add a new one to app/components/icon-names.ts and run npm run icons.' }
// Schemas are built with zod's JIT off (app/domain/zod.ts): the CSP refuses `new Function`.
const ZOD_PATTERN = { regex: '^zod$', allowTypeImports: true, message: "Import z from '~/domain/zod', which turns zod's JIT compiler off before any schema is built." }

export default tseslint.config(
  { ignores: ['build/**', '.data/**', 'node_modules/**', 'drizzle/migrations/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [DB_PATTERN, ICONS_PATTERN, ZOD_PATTERN] }],
      // One copy of the app at run time (decision 031): nothing keeps state on globalThis to find another copy.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Identifier[name='globalThis']:not(MemberExpression[property.name='fetch'] > Identifier.object)",
          message: 'No globalThis slots: the server starts what the build exports, so there is one copy of every module (decision 031).',
        },
      ],
    },
  },
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The partner hub (decision 044) is an office and phone tool, not a traveller's first visit: lucide's components
  // are used directly there instead of the shop's sprite.
  { files: ['app/hub/**'], rules: { 'no-restricted-imports': ['error', { patterns: [DB_PATTERN, ZOD_PATTERN] }] } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  {
    files: ['app/models/**', 'app/utils/db.server.ts', 'drizzle/**', 'scripts/**', 'tests/**', 'server.ts', 'app/utils/context.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The sandbox gateway keeps its own books (a stand-in for a hosted gateway's API) and the mail worker
    // owns outbox delivery; both are handed the db by their caller, like the models. So is the media store's
    // PostgreSQL implementation (photos' bytes in a table, decision 047).
    files: ['app/services/payments/**', 'app/services/mail/**', 'app/services/media/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The floors (which folder may import which) are checked on the resolved import graph by dependency-cruiser:
  // npm run lint:floors, .dependency-cruiser.cjs (decision 043).
  {
    // db setup and the request context may touch the database, but they are utils all the same.
    files: ['app/utils/db.server.ts', 'app/utils/context.ts', 'app/utils/hub-context.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ICONS_PATTERN, ZOD_PATTERN] }] },
  },
  {
    files: ['themes/**'],
    // The registry, the manifest and the tests beside them are app code about themes, not theme code.
    ignores: ['themes/*.ts', 'themes/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.server', '**/*.server.ts', 'drizzle-orm*', '**/drizzle/**'], message: 'A theme gets its data through props, never from the server or the db.' }, ICONS_PATTERN] },
      ],
    },
  },
  {
    // A layout package sees the app only through the kit (decision 028; its icons too, decision 040): react,
    // react-i18next, @remix-run/react, ../contract, ../kit, its own files, the theme it extends (../<id>/index) and zod in options.ts.
    files: ['themes/*/**/*.{ts,tsx}'],
    ignores: ['themes/kit/**', 'themes/*/options.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(react|react-i18next|@remix-run/react|react/jsx-runtime)$|\\.\\./(contract|kit|[a-z0-9-]+/index)$|\\./)',
              message: 'A theme imports only ../kit, ../contract, its own files, the theme it extends (../<id>/index), react, react-i18next and @remix-run/react.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/domain/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DB_PATTERN, ICONS_PATTERN] }] },
  },
  {
    files: ['themes/*/options.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\./|\\.\\./[a-z-]+/options$)', message: 'options.ts is read by the server without React: zod and other options only.' }] }],
    },
  },
)
