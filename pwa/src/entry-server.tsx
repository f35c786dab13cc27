/**
 * Renders a public route to HTML at build time (scripts/prerender.mjs), so a phone's first visit
 * paints before any JavaScript runs. Only routes that never touch the browser at render time are
 * prerendered; the client then hydrates the same tree.
 */
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from './ui/theme';
import { routeTree } from './routeTree.gen';

/** Each page's title and description, and the site's address, for the heads the prerender writes. */
export { sitePages, siteUrl } from '@institute/shared-schema';

export async function render(url: string): Promise<string> {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
