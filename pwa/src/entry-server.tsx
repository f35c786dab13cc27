/**
 * Renders a public route to HTML: at build time for the prerendered pages (scripts/prerender.mjs)
 * and on the server for a page that carries its data (`publicPages`' `data`), so a phone's first
 * visit paints real content before any JavaScript runs. The client then hydrates the same tree,
 * with the same page data (`sync/page-data.ts`).
 */
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { PageDataContext, type PageData } from './sync/page-data';
import { cssVariablesResolver, theme } from './ui/theme';
import { routeTree } from './routeTree.gen';
import { publicPageDescriptions, splitLocalePath, type Locale, type PublicPage } from '@institute/shared-schema';
import { catalogsOfRoutes, i18n, inLocale } from './i18n/catalogs';
import { rewriteFor } from './i18n/locale-url';
import { sharedText } from './i18n/shared-text';
import { calendarWords as feedWords } from './features/learning/session-calendar';

export { locales, localizePath, publicPages } from '@institute/shared-schema';
export { samplePageData } from './sync/page-data-sample';

/** Renders a page's address (`/courses`, `/mr/courses`) in its language. */
export async function render(url: string, data: PageData = {}): Promise<string> {
  const { locale } = splitLocalePath(url.replace(/[?#].*$/, ''));
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), rewrite: rewriteFor(() => locale) });
  await router.load();
  return inLocale(locale, { routeIds: router.state.matches.map((m) => m.routeId) }, () => draw(router, data));
}

/**
 * The source files of the catalogues a page's address needs in its language (and its language's
 * loaders), for the prerender to name in the page's head (`modulepreload`).
 */
export async function pageCatalogFiles(url: string): Promise<string[]> {
  const { locale } = splitLocalePath(url);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), rewrite: rewriteFor(() => locale) });
  const routeIds: string[] = router.matchRoutes(router.state.location).map((m: { routeId: string }) => m.routeId);
  const names = await catalogsOfRoutes(locale, routeIds);
  return [
    `src/i18n/loaders/${locale}.ts`,
    // `app` and the shared catalogues live in src/locales/, a feature's in its folder (lingui.config.ts).
    ...names.map((name) =>
      /^(app|shared.*)$/.test(name) ? `src/locales/${name}/${locale}.po` : `src/features/${name}/locales/${locale}.po`,
    ),
  ];
}

/** A public page's title and description in a language, for its head. */
export function pageMeta(page: PublicPage, locale: Locale): Promise<{ title: string; description: string }> {
  const description = publicPageDescriptions[page.path] ?? '';
  return inLocale(locale, { names: ['shared-first', 'shared-pages'] }, () => ({
    title: sharedText(page.title),
    description: sharedText(description),
  }));
}

/** The calendar feed's own words (its name, where to join) in the account's language, for the server's feed. */
export function calendarWords(locale: Locale, institute: string) {
  return inLocale(locale, { names: ['learning'] }, () => feedWords(institute));
}

function draw(router: AnyRouter, data: PageData): string {
  return renderToString(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <PageDataContext value={data}>
          <RouterProvider router={router} />
        </PageDataContext>
      </MantineProvider>
    </I18nProvider>,
  );
}
