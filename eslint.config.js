// One lint setup for every package: typed TypeScript rules, React hooks and import layers in the PWA.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The PWA's layers (docs/ARCHITECTURE.md, "pwa"), top to bottom: the entry (app/, main.tsx,
 * entry-server.tsx), routes/, features/, then api/, sync/, data/ and ui/, then i18n/. A layer imports only
 * layers below it; features may import each other. Each zone names who (`target`) may not import
 * what (`from`).
 */
const pwa = (path) => `pwa/src/${path}`;
const entry = ['app', 'main.tsx', 'entry-server.tsx', 'routeTree.gen.ts'].map(pwa);
const pwaLayers = [
  {
    target: ['api', 'sync', 'data', 'ui'].map(pwa),
    from: [...entry, pwa('routes'), pwa('features')],
    message:
      'api/, sync/, data/ and ui/ sit below features/ and routes/ and never import them: move what both need down a layer (docs/ARCHITECTURE.md, pwa).',
  },
  {
    target: pwa('features'),
    from: [...entry, pwa('routes')],
    message: 'features/ never import routes/ or the entry (app/): a route file renders a screen from features/, not the other way.',
  },
  { target: pwa('routes'), from: entry, message: 'routes/ never import the entry (app/, main.tsx): the entry imports the route tree.' },
  {
    target: pwa('i18n'),
    from: [...entry, pwa('routes'), pwa('features'), pwa('api'), pwa('sync'), pwa('data'), pwa('ui')],
    message: 'i18n/ is the bottom layer (the language, its catalogues and formatters): every layer uses it, it imports none of them.',
  },
  {
    target: pwa('sync'),
    from: [pwa('ui')],
    message: 'sync/ imports only api/ and data/: screens show its state, it shows none.',
  },
  {
    target: pwa('api'),
    from: ['sync', 'ui'].map(pwa),
    message: 'api/ (the REST client) imports only data/ (the session); sync/ builds on it, not the other way.',
  },
  {
    target: pwa('data'),
    from: ['api', 'sync', 'ui'].map(pwa),
    message: 'data/ (Dexie and the session) is the bottom layer: it imports no other layer.',
  },
  {
    target: pwa('ui'),
    from: ['api', 'sync', 'data'].map(pwa),
    message: 'ui/ is presentation only: the data a component shows comes from its feature, as props.',
  },
];

/**
 * SQL lives in repositories: on the server and in the runner, Kysely's query builders and its raw
 * `sql` only in `*.repository.ts` files and in the server's `db/` (connection, schema, migrations,
 * the server_settings table). Routes and services call repository functions.
 */
const sqlMessage = "SQL belongs in a *.repository.ts (or the server's db/): call a repository function from here.";
const queryBuilders = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'with',
  'withRecursive',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'pwa/src/routeTree.gen.ts',
      '**/test-results/**',
      'pwa/dev-dist/**',
      'quiz-bank/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'pwa/scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Fastify plugins and route files are async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['sync-server/src/**/*.ts', 'runner/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'sync-server/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: ['sql', 'CompiledQuery'], message: sqlMessage }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression > MemberExpression.callee[property.name=/^(${queryBuilders.join('|')})$/]`, message: sqlMessage },
      ],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: pwaLayers }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'dexie-react-hooks',
              importNames: ['useLiveQuery'],
              message: "Use useLiveQuery of 'data/use-live-query': it skips unchanged results and draws in a transition.",
            },
            {
              name: '@mantine/core',
              importNames: ['Modal', 'Drawer'],
              message: "Use Modal and Drawer of 'ui/dialogs': they return the focus to their opener also when they mount open.",
            },
          ],
        },
      ],
    },
  },
);
