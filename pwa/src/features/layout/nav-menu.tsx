import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

interface NavMenuProps {
  label: string;
  items: readonly { label: string; to: string }[];
}

/** A top-navigation dropdown (Services, About): opens on click or keyboard, items are links. */
export function NavMenu({ label, items }: NavMenuProps) {
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={120} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={14} aria-hidden />} px="xs">
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
