import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { publicMessages } from '@institute/shared-schema';

/**
 * Mantine's colours, with the text of the `light` variant (badges, light buttons and alerts)
 * darkened by 15%: its shade 9 on the tinted background is below 4.5:1 for some colours (teal
 * 4.3:1 at a badge's 11 px), and those badges carry statuses (WCAG 1.4.3).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor ? { ...colors, color: darken(input.theme.colors[parsed.color]![9], 0.15) } : colors;
};

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
  variantColorResolver,
  components: {
    NavLink: { styles: { root: { minHeight: 44 } } },
    // A dialog's close button says what it does to a screen reader (Mantine's has no name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': publicMessages.closeDialog } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': publicMessages.closeDialog } } },
  },
});

/** Header height: the layout's 64 px top offset. */
export const headerHeight = 64;

/** Dimmed text one shade darker than Mantine's default, which is below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Placeholders at 4.8:1 (Mantine's gray 5 is 2.1:1): a file input's placeholder is its only text.
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-placeholder': '#6b7280' },
  dark: {},
});
