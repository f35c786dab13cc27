import { createRouter } from '@tanstack/react-router';
import { PageError } from '../features/layout/page-error';
import { routeTree } from '../routeTree.gen';
import { localeRewrite } from '../i18n/locale-url';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: PageError,
  rewrite: localeRewrite,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
