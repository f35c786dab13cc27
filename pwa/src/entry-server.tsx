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
import { i18n } from './app/i18n/catalogs';
import { localeRewrite } from './app/i18n/locale-url';

export { publicPages } from '@institute/shared-schema';
export { samplePageData } from './sync/page-data-sample';

export async function render(url: string, data: PageData = {}): Promise<string> {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), rewrite: localeRewrite });
  // Loads the page's catalogues in its address's language and makes it the active one.
  await router.load();
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
