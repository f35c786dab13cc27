import { createRouter } from '@tanstack/react-router';
import { PageError } from '../features/layout/page-error';
import { routeTree } from '../routeTree.gen';
import { localeRewrite, onAddressLocaleChange } from '../i18n/locale-url';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: PageError,
  rewrite: localeRewrite,
});

// A link's address is kept once built; with another language on addresses, they are built afresh
// (`update` empties that cache).
onAddressLocaleChange(() => router.update({}));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
