/**
 * Whether a thing that moves by itself moves (WCAG 2.2.2): `auto` until the visitor chooses,
 * which means moving unless the system asks for reduced motion; then `paused` or `playing` as
 * the visitor pressed. Plain data, so the prerendered page and the lazy module share it.
 */
export type Motion = 'auto' | 'paused' | 'playing';

export const isMoving = (motion: Motion, reducedMotion: boolean) => motion === 'playing' || (motion === 'auto' && !reducedMotion);

/** What the pause button does next: stop what moves, start what is still. */
export const toggled = (motion: Motion, reducedMotion: boolean): Motion => (isMoving(motion, reducedMotion) ? 'paused' : 'playing');
