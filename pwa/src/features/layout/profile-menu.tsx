import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { messages } from '@institute/shared-schema';
import { logout } from '../auth/auth-api';
import type { SessionUser } from '../../data/session';
import { dashboardPath } from '../auth/route-guard';
import { notify } from '../../ui/notify';

const roleLabel = { admin: 'Administrator', student: 'Student' } as const;

/** The signed-in user's menu (spec section 2): name, email, role, Dashboard by role, Logout. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.firstName} ${user.lastName}`}>
          <Avatar color="blue" radius="xl">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} c="dark" size="sm">
            {user.firstName} {user.lastName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Text size="xs" c="pink.8" fw={600}>
            {roleLabel[user.role]}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          onClick={() => void navigate({ to: dashboardPath(user.role) })}
        >
          Dashboard
        </Menu.Item>
        <Menu.Item
          leftSection={<IconUser size={16} aria-hidden />}
          onClick={() => void navigate({ to: user.role === 'admin' ? '/admin/profile' : '/student/profile' })}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            logout();
            void notify(messages.success.loggedOut, 'success');
            void navigate({ to: '/login' });
          }}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
