import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Primary blue, secondary pink (site spec section 1). */
export const secondaryColor = 'pink';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above 4.5:1 contrast (shade 7 blue is 4.0:1).
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif' },
  other: { secondaryColor },
  // Navigation rows are 44 px tall touch targets (issue 23); plain styles, so the entry imports no component.
  components: { NavLink: { styles: { root: { minHeight: 44 } } } },
});

/** Header height: the layout's 64 px top offset. */
export const headerHeight = 64;

/** Dimmed text one shade darker than Mantine's default, which is below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
