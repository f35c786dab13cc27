import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { NavPath } from '@institute/shared-schema';
import { useDeferredWidget } from '../../ui/use-deferred-widget';

export interface NavMenuProps {
  label: string;
  items: readonly NavPath[];
}

export interface NavMenuDropdownProps extends NavMenuProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  focus: boolean;
}

/**
 * A top-navigation dropdown (Services, About): a plain button until first wanted, then the real
 * menu (nav-menu-dropdown.tsx) in its place, open if it was clicked or is under the pointer.
 */
export function NavMenu(props: NavMenuProps) {
  const { Widget, opened, setOpened, triggerProps, focusOnMount } = useDeferredWidget<NavMenuDropdownProps>(
    () => import('./nav-menu-dropdown'),
    { openOnHover: true },
  );
  if (Widget) return <Widget {...props} opened={opened} onChange={setOpened} focus={focusOnMount.current} />;
  return (
    <Button
      variant="subtle"
      color="dark"
      rightSection={<IconChevronDown size={14} aria-hidden />}
      px="xs"
      aria-haspopup="menu"
      aria-expanded={false}
      {...triggerProps}
    >
      {props.label}
    </Button>
  );
}
