import { useState } from 'react';
import { messages } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';

const m = messages.sync;

interface SyncFacts {
  offline: boolean;
  waiting: number;
  rejected: number;
}

/**
 * What the sync status says to a screen reader, in a polite live region (issue 21): only a change
 * that matters (the network lost or back, changes the server refused, the last waiting change sent),
 * never each sync cycle. Kept until the next such change, so the region's text does not flicker.
 * Said in the reader's language.
 */
export function useSyncAnnouncement(facts: SyncFacts): string {
  const tm = useSharedText();
  const [before, setBefore] = useState(facts);
  const [said, setSaid] = useState('');
  if (before.offline !== facts.offline || before.waiting !== facts.waiting || before.rejected !== facts.rejected) {
    // React's way of reacting to a change of props: compared during render, no effect needed.
    setBefore(facts);
    const next =
      facts.offline !== before.offline
        ? facts.offline
          ? m.offlineKept
          : m.backOnline
        : facts.rejected > before.rejected
          ? m.rejected(facts.rejected)
          : !facts.offline && before.waiting > 0 && facts.waiting === 0 && facts.rejected === 0
            ? m.allSynced
            : null;
    if (next) setSaid(next);
  }
  return said && tm(said);
}
