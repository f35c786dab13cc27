import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFormat } from '../../i18n/format';

/**
 * Show more jobs: a button under the cards that also presses itself when it comes within a screen
 * of the view (IntersectionObserver), so scrolling adds the next cards before the reader reaches
 * the end, and a keyboard or screen reader user can ask for them.
 */
export function MoreJobs({ left, onMore }: { left: number; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const f = useFormat();
  const more = f.number(left);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '100% 0px' });
    observer.observe(el);
    return () => observer.disconnect();
    // A new observer after each addition: one still in view adds again until the view is filled.
  }, [onMore, left]);
  return (
    <Button ref={ref} size="md" variant="light" w="fit-content" mx="auto" onClick={onMore}>
      <Trans>Show more jobs ({more} more)</Trans>
    </Button>
  );
}
