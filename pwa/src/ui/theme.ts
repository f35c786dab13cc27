import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';
import { promoColors, publicMessages } from '@institute/shared-schema';

/** Primary blue, secondary pink (site spec section 1). */
export const secondaryColor = 'pink';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above 4.5:1 contrast in both themes (shade 7 blue is 4.0:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // The font stack is in app/global.css, where Marathi and Hindi pages put Devanagari's first.
  fontFamily: 'var(--app-font)',
  headings: { fontFamily: 'var(--app-font)' },
  other: { secondaryColor },
  // Navigation rows are 44 px tall touch targets (issue 23); plain styles, so the entry imports no component.
  components: {
    NavLink: { styles: { root: { minHeight: 44 } } },
    // A dialog's close button says what it does to a screen reader (Mantine's has no name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': publicMessages.closeDialog } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': publicMessages.closeDialog } } },
  },
});

/** Header height: the layout's 64 px top offset. */
export const headerHeight = 64;

/** The colours the app tints surfaces and text with, beyond Mantine's components. */
const tintColors = [...promoColors, 'red', 'gray'] as const;

/**
 * The app's own colours for both themes (issue 21), as CSS variables that change with the theme, so
 * a screen names what a colour is for and never a shade that is only right on white:
 *
 * - `--app-surface` and `--app-surface-strong`: the footer's, a sidebar's and a placeholder's ground;
 * - `--app-tint-<colour>` and `--app-tint-border-<colour>`: a tinted card (a slide, a quiz answer);
 * - `--app-text-<colour>`: coloured text (a price, a brand name, an error), at 4.5:1 or more on the
 *   page and on the tints in both themes.
 */
const schemeColors = (scheme: 'light' | 'dark'): Record<string, string> => {
  const light = scheme === 'light';
  const v = (name: string) => `var(--mantine-color-${name})`;
  return {
    '--app-surface': light ? v('gray-0') : v('dark-6'),
    '--app-surface-strong': light ? v('gray-1') : v('dark-5'),
    ...Object.fromEntries(
      tintColors.flatMap((c) => [
        [`--app-tint-${c}`, light ? v(`${c}-0`) : v(`${c}-light`)],
        [`--app-tint-border-${c}`, light ? v(`${c}-2`) : v(`${c}-light-hover`)],
        [`--app-text-${c}`, light ? v(c === 'blue' ? 'blue-8' : `${c}-9`) : v(`${c}-3`)],
      ]),
    ),
  };
};

/**
 * The light theme's fixes for WCAG 1.4.3 contrast:
 * - dimmed text one shade darker than Mantine's default, which is below 4.5:1 on white;
 * - placeholders at 4.8:1 (Mantine's gray 5 is 2.1:1): a file input's placeholder is its only text;
 * - the text of the `light` variant (badges, light buttons and alerts) shade 9 darkened by 15%: on
 *   its tinted ground shade 9 is below 4.5:1 for some colours (teal 4.3:1 at a badge's 11 px), and
 *   those badges carry statuses.
 * and the dark theme's: dimmed text at 5.7:1 or more on its grounds (Mantine's dark 2 is 4.0:1 on
 * the page) and placeholders at 4.8:1 (dark 3 is 2.5:1). Both are checked by axe on every route.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7280',
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((c) => [`--mantine-color-${c}-light-color`, darken(theme.colors[c]![9], 0.15)]),
    ),
    ...schemeColors('light'),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': '#9a9a9a',
    ...schemeColors('dark'),
  },
});
