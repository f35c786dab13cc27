import { createRouter } from '@tanstack/react-router';
import { PageError } from '../features/layout/page-error';
import { routeTree } from '../routeTree.gen';

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, defaultErrorComponent: PageError });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
