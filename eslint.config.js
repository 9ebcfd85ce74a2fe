import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import { featureIndexRule } from './eslint-rules/feature-index.js'

// The layers, as import patterns. ESLint keeps only the last setting of a rule for a file, so
// each file group below lists every pattern that applies to it.

const serverImportRule = {
  group: ['**/server/*', '!**/server/contract', '!**/server/contract/*'],
  message: 'The client may only import the wire contract (@contract/*), never server code.',
}

const rxdbImportRule = {
  group: ['rxdb', 'rxdb/*', 'dexie'],
  message:
    'Screens and features read data through hooks: only src/db, src/sync and a feature repo (*.repo.ts) touch RxDB.',
}

// src/api, src/sync, src/db and src/session sit below the features: a feature may use them,
// never the other way round, or the write path would depend on screens.
const featuresImportRule = {
  regex: '(^|/)features(/|$)',
  message:
    'src/api, src/sync, src/db and src/session never import from src/features: the session belongs in src/session, and state shared with a feature belongs in this layer or one below it.',
}

const clientImportRule = { group: ['**/src/*'], message: 'The server never imports client code.' }

// Row types (Selectable<…>) may be named anywhere; a Kysely handle, a transaction or `sql` only
// where queries are allowed.
const driverImportRules = [
  {
    group: ['kysely'],
    allowImportNames: ['Selectable', 'Insertable', 'Updateable', 'ColumnType', 'Generated'],
    message:
      'SQL belongs in a *.repository.ts (or server/db): other server code calls a repository and names rows with Selectable<…> at most.',
  },
  {
    group: ['better-sqlite3', 'pg'],
    message: 'SQL belongs in a *.repository.ts; only server/db opens the database driver.',
  },
]

// server/http, server/realtime and server/auth sit below the modules: app.ts hands them what
// they need from a module (the auth service, a feed) as a function or an interface.
const modulesImportRule = {
  regex: '(^|/)modules(/|$)',
  message:
    'server/http, server/realtime and server/auth never import from server/modules: put shared auth helpers (guard, session type, tokens) in server/auth, and pass a module service in from app.ts.',
}

// A query can be built through any object holding the database (a DatabaseHandle, a
// transaction passed in), without importing kysely: catch the calls that start one.
const queryMessage =
  'SQL belongs in a *.repository.ts (or server/db): move this query into the repository of its module and call it from here.'
const querySyntaxRules = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery|transaction)$/]',
    message: queryMessage,
  },
  { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: queryMessage },
  { selector: 'CallExpression[callee.object.name="sql"]', message: queryMessage },
]

const restrict = (...patterns) => ['error', { patterns }]

// Every /api route is declared once, in an endpoint table (server/contract/*.endpoints.ts): the
// server registers it with route() (server/http/route.ts), the client calls it with call() or
// send() (src/api/call.ts), and the OpenAPI document lists it.
const HTTP_VERBS = '/^(get|post|put|patch|delete|head|options|all|route)$/'
const routeOutsideTableRule = {
  // A Fastify registration: a path (written here or read from a paths object) and a handler.
  selector: `CallExpression[callee.property.name=${HTTP_VERBS}][arguments.length>=2][arguments.0.type=/^(Literal|TemplateLiteral|MemberExpression)$/]`,
  message:
    'Declare the route in its module endpoint table (server/contract/<module>.endpoints.ts) and register it with route() from server/http/route.ts.',
}
const pathLiteralRule = {
  selector: `CallExpression:matches([callee.object.name='http'], [callee.object.property.name='http'])[callee.property.name=${HTTP_VERBS}][arguments.0.type=/^(Literal|TemplateLiteral)$/]`,
  message:
    'Call an endpoint from its table (server/contract/<module>.endpoints.ts) with call() or send() from src/api/call.ts, not a path written here.',
}
// Any other /api path written in the client (a fetch, a URL), whatever calls it.
const apiPathLiteralRules = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/^\\/api(\\/|$)/]`,
  message:
    'Take the path from its endpoint table (server/contract/<module>.endpoints.ts, `.path`) instead of writing it here.',
}))

// Not /api: the map's files and tiles and the server-rendered pages are documents, not endpoints.
const NOT_API_ROUTES = [
  'server/modules/map/map.routes.ts',
  'server/modules/map/static-map.routes.ts',
  'server/modules/public-pages/**/*.ts',
]

// A feature's second way in, beside its index.ts, for a lazy chunk only: what the index must
// not carry, as its importers load it at once.
const SECOND_FEATURE_ENTRIES = {
  'map/MapView':
    "lost-pets' map chunk (lazy itself): maplibre's own component. Re-exported by the index, it was no longer a chunk of its own in the build, and /lost-pets' first load grew by 7 KiB",
  'lost-pets/scan-entry':
    "the QR scanner's chunk: a scanned pet's alert and the sighting dialog bring the contract's schemas and the location module, which /profile (loading the index) must not",
}

// Test fixtures (imported only by tests) built on another feature's fixtures.
const TEST_FIXTURES_ACROSS_FEATURES = [
  'src/features/chat/chat-test-docs.ts',
  'src/features/chat-list/test-conversations.ts',
]

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'coverage', 'node_modules', 'src/routeTree.gen.ts', 'public'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: false, project: null },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': restrict(serverImportRule, rxdbImportRule),
    },
  },
  {
    // A feature is used by others and by routes only through its index.ts (the rule's own
    // docblock says what it checks and why a lazy import() may still name a screen). Tests and
    // the fixtures only tests import may reach into a feature's files.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', ...TEST_FIXTURES_ACROSS_FEATURES],
    plugins: { local: { rules: { 'feature-index': featureIndexRule } } },
    rules: { 'local/feature-index': ['error', { entries: SECOND_FEATURE_ENTRIES }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', pathLiteralRule, ...apiPathLiteralRules] },
  },
  {
    files: ['src/features/*/*.repo.ts'],
    rules: { 'no-restricted-imports': restrict(serverImportRule) },
  },
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(serverImportRule, rxdbImportRule, featuresImportRule),
    },
  },
  {
    files: ['src/db/**/*.{ts,tsx}', 'src/sync/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(serverImportRule, featuresImportRule) },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': restrict(clientImportRule, ...driverImportRules),
      'no-restricted-syntax': ['error', ...querySyntaxRules],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: NOT_API_ROUTES,
    rules: { 'no-restricted-syntax': ['error', ...querySyntaxRules, routeOutsideTableRule] },
  },
  {
    files: ['server/db/**/*.ts', 'server/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': restrict(clientImportRule),
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['server/http/**/*.ts', 'server/realtime/**/*.ts', 'server/auth/**/*.ts'],
    ignores: ['**/*.repository.ts'],
    rules: {
      'no-restricted-imports': restrict(clientImportRule, ...driverImportRules, modulesImportRule),
    },
  },
  {
    files: ['server/http/**/*.repository.ts'],
    rules: { 'no-restricted-imports': restrict(clientImportRule, modulesImportRule) },
  },
  {
    files: ['server/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify', '../*'],
              message: 'server/contract is shared with the client: it imports nothing but zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests set up and inspect the database directly and drive code across layers.
    files: ['server/**/*.test.ts', 'test/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
)
