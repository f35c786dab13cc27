/** The entry: the renderer (Preact's compat layer in the browser build), the router, the Mantine provider and the layout; everything else loads per route. */
import './app/mantine-styles';
import './app/global.css';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n } from './i18n/catalogs';
import { warmFormatters } from './i18n/format';
import { adoptReaderLocale, localeOfHref } from './i18n/locale-url';
import { keepEarlyTaps } from './app/early-taps';
import { router } from './app/router';
import { PageDataContext, readPageData } from './sync/page-data';
import { cssVariablesResolver, theme } from './ui/theme';

const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <PageDataContext value={readPageData(document)}>
          <RouterProvider router={router} />
        </PageDataContext>
      </MantineProvider>
    </I18nProvider>
  </StrictMode>
);

// A prerendered page loads its stylesheets without blocking the first paint (`preload` swapped to a
// stylesheet by an `onload` handler, scripts/prerender.mjs). The server's Content-Security-Policy
// allows that one handler by its hash ('unsafe-hashes'); a browser that does not know
// 'unsafe-hashes' blocks it, so the swap is made here too.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')) link.rel = 'stylesheet';

// The router loads the first page's code and its language's catalogues before anything is drawn.
adoptReaderLocale();
warmFormatters(localeOfHref(window.location.pathname));
const root = document.getElementById('root')!;
// A page's HTML was prerendered for its address without a query: with one (a shared job search),
// the first render differs from the HTML, so the page is drawn afresh instead of adopted.
if (root.dataset.prerendered === window.location.pathname && window.location.search === '') {
  // A page prerendered at build time: load its route's code first, then adopt the HTML as it is.
  // Without `ssr` set, the router renders a client-only tree and React reports a mismatch (#418).
  // Not a top-level await: this module shares its file with what route chunks import, and a route
  // chunk imported while this module awaits it would wait for this module: neither would finish.
  router.ssr = { manifest: undefined };
  const replayEarlyTaps = keepEarlyTaps(root);
  // In a transition, React (the dev server) hydrates in slices of about 5 ms and yields to the
  // browser between them; Preact (the browser build, vite.config.ts) hydrates at once, in one task.
  void router.load().then(() => {
    startTransition(() => void hydrateRoot(root, app));
    replayEarlyTaps();
  });
} else {
  const reactRoot = createRoot(root);
  void router.load().then(() => startTransition(() => reactRoot.render(app)));
}
