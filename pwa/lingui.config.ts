/**
 * The interface's translations (issue 21): English is the source, written in the code with Lingui's
 * macros; Marathi and Hindi are PO catalogues a translator edits without touching code.
 *
 * One catalogue per feature (`src/features/<name>/locales/<locale>.po`), one for what is outside
 * the features (`src/locales/app/`) and two for the shared catalogue's texts: a page loads the catalogues of the features its route draws
 * (`src/i18n/route-catalogs.gen.ts`), in the reader's language only.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'mr', 'hi'],
  fallbackLocales: { default: 'en' },
  orderBy: 'message',
  // Each message's files are named for the translator, without line numbers that change with every edit.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}/'] },
    {
      path: '<rootDir>/src/locales/app/{locale}',
      include: [
        '<rootDir>/src/app/',
        '<rootDir>/src/i18n/',
        '<rootDir>/src/ui/',
        '<rootDir>/src/routes/',
        '<rootDir>/src/sync/',
        '<rootDir>/src/data/',
        '<rootDir>/src/api/',
      ],
      exclude: ['<rootDir>/src/i18n/shared/**'],
    },
    // The shared catalogue's texts (scripts/i18n-shared-messages.ts): the first load's groups, the rest.
    { path: '<rootDir>/src/locales/shared-first/{locale}', include: ['<rootDir>/src/i18n/shared/first-load.gen.ts'] },
    { path: '<rootDir>/src/locales/shared/{locale}', include: ['<rootDir>/src/i18n/shared/rest.gen.ts'] },
    { path: '<rootDir>/src/locales/shared-pages/{locale}', include: ['<rootDir>/src/i18n/shared/pages.gen.ts'] },
  ],
});
