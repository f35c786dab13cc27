/** The mr catalogues' loaders, by file: in a chunk of their own, fetched only for mr (catalogs.ts). */
import type { CatalogLoaders } from '../catalogs';

export { routeCatalogs } from '../route-catalogs.gen';

export const loaders: CatalogLoaders = {
  ...import.meta.glob('../../features/*/locales/mr.po'),
  ...import.meta.glob('../../locales/*/mr.po'),
};
