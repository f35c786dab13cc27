/**
 * Renders a public route to HTML: at build time for the prerendered pages (scripts/prerender.mjs)
 * and on the server for a page that carries its data (`publicPages`' `data`), so a phone's first
 * visit paints real content before any JavaScript runs. The client then hydrates the same tree,
 * with the same page data (`sync/page-data.ts`).
 */
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { PageDataContext, type PageData } from './sync/page-data';
import { cssVariablesResolver, theme } from './ui/theme';
import { routeTree } from './routeTree.gen';
import { splitLocalePath, type Locale, type PublicPage } from '@institute/shared-schema';
import { catalogsOfRoutes, i18n, inLocale } from './app/i18n/catalogs';
import { localeRewrite, setAddressLocale } from './app/i18n/locale-url';
import { sharedText } from './app/i18n/shared-text';

export { locales, localizePath, publicPages } from '@institute/shared-schema';
export { samplePageData } from './sync/page-data-sample';

/** Renders a page's address (`/courses`, `/mr/courses`) in its language. */
export async function render(url: string, data: PageData = {}): Promise<string> {
  const { locale } = splitLocalePath(url.replace(/[?#].*$/, ''));
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), rewrite: localeRewrite });
  await router.load();
  const names = catalogsOfRoutes(router.state.matches.map((m) => m.routeId));
  return inLocale(locale, names, () => {
    setAddressLocale(locale);
    return draw(router, data);
  });
}

/** A public page's title and description in a language, for its head. */
export function pageMeta(page: PublicPage, locale: Locale): Promise<{ title: string; description: string }> {
  return inLocale(locale, ['shared-first'], () => ({ title: sharedText(page.title), description: sharedText(page.description) }));
}

function draw(router: ReturnType<typeof createRouter>, data: PageData): string {
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
