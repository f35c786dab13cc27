import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { publicMessages } from '@institute/shared-schema';
import { touchTarget } from '../../ui/touch';
import { useSharedText } from '../../i18n/shared-text';

/**
 * The header's theme switch (issue 21): a toggle button named "Dark theme", pressed in the dark
 * theme. Until it is pressed the page follows the system; the choice is then kept on the device
 * (Mantine's local-storage manager, read before the first paint by `colorSchemeScript`). Both icons
 * are in the HTML and CSS shows the one of the current theme, so a prerendered page is right from
 * its first paint; the pressed state comes after hydration (the server cannot know the theme).
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const dark = scheme === 'dark';
  const label = useSharedText()(publicMessages.darkTheme);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={touchTarget}
      aria-label={label}
      title={label}
      aria-pressed={dark}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      data-testid="color-scheme-toggle"
    >
      <IconMoon size={22} stroke={1.75} className="mantine-dark-hidden" aria-hidden />
      <IconSun size={22} stroke={1.75} className="mantine-light-hidden" aria-hidden />
    </ActionIcon>
  );
}
