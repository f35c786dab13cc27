import { bySitePosition, type SiteItem, type SiteItemKind } from '@institute/shared-schema';
import { db } from '../../data/db';
import { usePageData } from '../../sync/page-data';
import { useBucketQuery } from '../../sync/use-bucket';

/**
 * The site content of some kinds, in page order, read from the device (the `public` bucket, kept
 * fresh by sync), so the about pages, the gallery and the placements work offline after one visit.
 * Until the device holds the bucket (a first visit: sync starts at once), `items` are those the
 * page's HTML carried (`publicPages`), or undefined when it carried none.
 */
export function useSiteItems(kinds: readonly SiteItemKind[]): { items: SiteItem[] | undefined } {
  const page = usePageData();
  const carried = (page.siteItems as SiteItem[] | undefined)?.filter((i) => kinds.includes(i.kind)).sort(bySitePosition);
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
  return { items: held ? data : carried };
}
