import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useIntent } from '../../ui/use-intent';

const NavMenuDropdown = lazy(() => import('./nav-menu-dropdown'));

export interface NavMenuProps {
  label: string;
  items: readonly { label: string; to: string }[];
}

/**
 * A top-navigation dropdown (Services, About): a plain button until first wanted (pointer, focus,
 * click), then the real menu (nav-menu-dropdown.tsx) in its place, open if it was asked to be.
 */
export function NavMenu(props: NavMenuProps) {
  const { intent, handlers } = useIntent();
  const trigger = (
    <Button
      variant="subtle"
      color="dark"
      rightSection={<IconChevronDown size={14} aria-hidden />}
      px="xs"
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    >
      {props.label}
    </Button>
  );
  if (!intent) return trigger;
  return (
    <Suspense fallback={trigger}>
      <NavMenuDropdown {...props} intent={intent} />
    </Suspense>
  );
}
