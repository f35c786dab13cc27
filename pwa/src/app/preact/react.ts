/**
 * What `react` is in the browser build: Preact's compat layer (vite.config.ts aliases `react`,
 * `react-dom` and the JSX runtimes to Preact; the prerender and the unit tests keep React).
 *
 * Preact has no `Activity` (React 19.2), which Mantine 9 imports for the panels it keeps mounted
 * (Tabs, Stepper, Collapse and Transition with `keepMounted`). Here a hidden Activity draws nothing:
 * its children are unmounted, as with `keepMounted={false}`, and mounted again when it is shown.
 * React's server renderer leaves a hidden Activity out of the HTML too, so hydration agrees.
 */
import type { ComponentChildren } from 'preact';

// @ts-expect-error -- preact/compat's types are written as `export =`; the module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return mode === 'hidden' ? null : children;
}
