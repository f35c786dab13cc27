import { bySitePosition, type SiteItem, type SiteItemKind } from '@institute/shared-schema';
import { db } from '../../data/db';
import { useBucketQuery } from '../../sync/use-bucket';

/**
 * The site content of some kinds, in page order, read from the device (the `public` bucket, kept
 * fresh by sync), so the about pages, the gallery and the placements work offline after one visit.
 * `items` is undefined until the device holds the bucket (a first visit: sync starts at once).
 */
export function useSiteItems(kinds: readonly SiteItemKind[]): { items: SiteItem[] | undefined } {
  const { data, held } = useBucketQuery(
    'public',
    async () =>
      (
        await db
          .collection('siteItems')
          .where('kind')
          .anyOf([...kinds])
          .toArray()
      ).sort(bySitePosition),
    [kinds.join()],
  );
  return { items: held ? data : undefined };
}
