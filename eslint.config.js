import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

const serverImportRule = {
  group: ['**/server/*', '!**/server/contract', '!**/server/contract/*'],
  message: 'The client may only import the wire contract (@contract/*), never server code.',
}

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImportRule,
            {
              group: ['rxdb', 'rxdb/*', 'dexie'],
              message:
                'Screens and features read data through hooks: only src/db, src/sync and a feature repo (*.repo.ts) touch RxDB.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/db/**/*.ts', 'src/sync/**/*.ts', 'src/features/*/*.repo.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImportRule] }] },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/*'], message: 'The server never imports client code.' },
            {
              group: ['kysely', 'better-sqlite3', 'pg'],
              message:
                'Only repositories (*.repository.ts) and server/db touch the database driver.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
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
    files: [
      'server/db/**/*.ts',
      'server/**/*.repository.ts',
      'server/**/*.test.ts',
      'test/**/*.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
)
