import { createTheme } from '@mantine/core';

/** Primary blue, secondary pink (site spec section 1). */
export const secondaryColor = 'pink';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif' },
  other: { secondaryColor },
});

/** Header height: the layout's 64 px top offset. */
export const headerHeight = 64;
