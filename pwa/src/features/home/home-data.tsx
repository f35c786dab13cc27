/** The home page's data from the device's copy (issue 15), loaded by `home-live.tsx`. */
import { useEffect } from 'react';
import {
  localDay,
  newestFirst,
  upcomingBatches,
  type SiteItem,
  type SiteItemKind,
  type Testimonial,
  type UpcomingBatch,
} from '@institute/shared-schema';
import { db } from '../../data/db';
import { useBucketQuery } from '../../sync/use-bucket';

/**
 * The banner's upcoming batches from the device's courses and live sessions; the home page writes
 * their lines (after the offer) in the reader's language.
 */
export function BannerData({ onBatches }: { onBatches: (batches: UpcomingBatch[]) => void }) {
  const { data: batches } = useBucketQuery('public', async () => {
    const [courses, sessions] = await Promise.all([
      db.collection('courses').where('bucket').equals('public').toArray(),
      db.collection('liveSessions').where('bucket').equals('public').toArray(),
    ]);
    return upcomingBatches(courses, sessions, localDay());
  });
  useEffect(() => {
    if (!batches || batches.length === 0) return;
    onBatches(batches);
  }, [batches, onBatches]);
  return null;
}

/** Approved testimonials on this device, newest first. */
export function TestimonialData({ onList }: { onList: (list: Testimonial[]) => void }) {
  const { data: list, held } = useBucketQuery('public', async () =>
    (await db.collection('testimonials').where('bucket').equals('public').toArray()).sort(newestFirst),
  );
  // Until the device holds the bucket (a first visit, before sync's first pull), "none" is not known yet.
  useEffect(() => {
    if (list && held) onList(list);
  }, [list, held, onList]);
  return null;
}

const homeKinds: SiteItemKind[] = ['promo-slide', 'popup-video'];

/** The promo slides and the pop-up's video on this device (site content), once it holds the public bucket. */
export function HomeItemsData({ onItems }: { onItems: (items: SiteItem[]) => void }) {
  const { data: items, held } = useBucketQuery('public', () => db.collection('siteItems').where('kind').anyOf(homeKinds).toArray());
  useEffect(() => {
    if (items && held) onItems(items);
  }, [items, held, onItems]);
  return null;
}
