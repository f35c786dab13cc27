/**
 * Renders a public route to HTML: at build time for the prerendered pages (scripts/prerender.mjs)
 * and on the server for a page that carries its data (`publicPages`' `data`), so a phone's first
 * visit paints real content before any JavaScript runs. The client then hydrates the same tree,
 * with the same page data (`sync/page-data.ts`).
 */
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { PageDataContext, type PageData } from './sync/page-data';
import { cssVariablesResolver, theme } from './ui/theme';
import { routeTree } from './routeTree.gen';

export { publicPages } from '@institute/shared-schema';
export { samplePageData } from './sync/page-data-sample';

export async function render(url: string, data: PageData = {}): Promise<string> {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <PageDataContext value={data}>
        <RouterProvider router={router} />
      </PageDataContext>
    </MantineProvider>,
  );
}
