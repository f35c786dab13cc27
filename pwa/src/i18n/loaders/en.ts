/** The en catalogues' loaders, by file: in a chunk of their own, fetched only for en (catalogs.ts). */
import type { CatalogLoaders } from '../catalogs';

export { routeCatalogs } from '../route-catalogs.gen';

export const loaders: CatalogLoaders = {
  ...import.meta.glob('../../features/*/locales/en.po'),
  ...import.meta.glob('../../locales/*/en.po'),
};
