// One lint setup for every package: typed TypeScript rules, React hooks in the PWA.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      '**/node_modules/**',
      'pwa/src/routeTree.gen.ts',
      'test-results/**',
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
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
