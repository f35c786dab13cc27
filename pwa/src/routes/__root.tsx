import { Trans } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { createRootRoute, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { defaultSiteConfig, publicPageAt } from '@institute/shared-schema';
import { headerHeight } from '../ui/theme';
import { AccessRedirect } from '../features/auth/access-redirect';
import { NotFoundPage } from '../features/layout/not-found-page';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { LazyNotifications } from '../ui/lazy-notifications';
import { activateLocale, activeLocale, loadRouteCatalogs } from '../i18n/catalogs';
import { localeOfHref, setAddressLocale } from '../i18n/locale-url';
import { useSharedText } from '../i18n/shared-text';
import { followAccountLocale } from '../features/layout/account-locale';

export const Route = createRootRoute({
  // The page's language is its address's; the catalogues its routes draw from are loaded in it
  // before anything is drawn (a preload loads them in the language shown).
  beforeLoad: async ({ location, matches, preload }): Promise<void> => {
    const routeIds: string[] = matches.map((m) => m.routeId);
    if (preload) return loadRouteCatalogs(activeLocale(), routeIds);
    const locale = localeOfHref(location.publicHref);
    setAddressLocale(locale);
    await activateLocale(locale, routeIds);
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const tm = useSharedText();
  // The language of whoever signs in follows them from device to device.
  const router = useRouter();
  useEffect(() => followAccountLocale(router), [router]);
  // A layout effect, so that a page's own title (set in its passive effect, after this) wins.
  useLayoutEffect(() => {
    const title = publicPageAt(pathname)?.title;
    document.title = title ? tm(title) : defaultSiteConfig.name;
  }, [pathname, tm]);
  // Header, page and footer are three Suspense boundaries. React (the dev server) hydrates and
  // commits each in its own task; Preact (the browser build) adopts all three in one task.
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Box component="main" id="main" pt={headerHeight} mih="70vh" tabIndex={-1}>
        <Suspense>
          <Outlet />
          <MarkHydrated />
        </Suspense>
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <LazyNotifications />
      <UpdatePrompt />
      <AccessRedirect />
    </>
  );
}

/**
 * Marks the page as answering once its content is hydrated: a page the server rendered shows its
 * buttons before its script has run, and end-to-end tests wait for this before they press them.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
