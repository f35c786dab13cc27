import { Box } from '@mantine/core';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { headerHeight } from '../ui/theme';
import { AccessRedirect } from '../features/auth/access-redirect';
import { NotFoundPage } from '../features/layout/not-found-page';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { LazyNotifications } from '../ui/lazy-notifications';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <Box component="main" id="main" pt={headerHeight} mih="70vh" tabIndex={-1}>
        <Outlet />
      </Box>
      <SiteFooter />
      <LazyNotifications />
      <UpdatePrompt />
      <AccessRedirect />
    </>
  );
}
