import { useLingui } from '@lingui/react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { NavMenuDropdownProps } from './nav-menu';
import { navLabels } from './nav-labels';

/** The dropdown of nav-menu.tsx: opens on click, hover or keyboard, items are links. */
export default function NavMenuDropdown({ label, items, opened, onChange, focus }: NavMenuDropdownProps) {
  const { i18n } = useLingui();
  const target = useRef<HTMLButtonElement>(null);
  // It replaces the plain button the user was on: keep their focus there.
  useEffect(() => {
    if (focus) target.current?.focus();
  }, [focus]);
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={120} position="bottom-start" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <Button ref={target} variant="subtle" color="dark" rightSection={<IconChevronDown size={14} aria-hidden />} px="xs">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((to) => (
          <Menu.Item key={to} component={Link} to={to}>
            {i18n._(navLabels[to])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
