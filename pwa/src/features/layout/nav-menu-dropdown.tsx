import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { NavMenuDropdownProps } from './nav-menu';

/** The dropdown of nav-menu.tsx: opens on click, hover or keyboard, items are links. */
export default function NavMenuDropdown({ label, items, opened, onChange, focus }: NavMenuDropdownProps) {
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
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
