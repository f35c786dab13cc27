/**
 * Touch targets of at least 44×44 px on phones (issue 23), for the Mantine parts whose default
 * size is smaller: one place to say it instead of numbers sprinkled over screens.
 */
import type { CSSProperties } from 'react';

export const touchTarget = 44;

/** A SegmentedControl whose every segment is a 44 px target. */
export const segmentStyles = {
  label: {
    minHeight: touchTarget,
    minWidth: touchTarget,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  } satisfies CSSProperties,
};

/** A text link as a 44 px tall target, for lists of links (footer, contact details). */
export const linkTargetStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: touchTarget,
};
