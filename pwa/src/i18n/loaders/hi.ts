/** The hi catalogues' loaders, by file: in a chunk of their own, fetched only for hi (catalogs.ts). */
import type { CatalogLoaders } from '../catalogs';

export { routeCatalogs } from '../route-catalogs.gen';

export const loaders: CatalogLoaders = {
  ...import.meta.glob('../../features/*/locales/hi.po'),
  ...import.meta.glob('../../locales/*/hi.po'),
};
