import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { messages } from '@institute/shared-schema';
import { useEffect, useRef } from 'react';
import { accountMenuLabel, UserAvatar, type ProfileMenuDropdownProps } from './profile-menu';
import { dashboardPath } from '../auth/route-guard';
import { notify } from '../../ui/notify';
import { sharedText } from '../../i18n/shared-text';

const roleLabel = { admin: msg`Administrator`, student: msg`Student` } as const;

/** The menu of profile-menu.tsx: name, email, role, Dashboard by role, Profile, Logout. */
export default function ProfileMenuDropdown({ user, opened, onChange, focus }: ProfileMenuDropdownProps) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const target = useRef<HTMLButtonElement>(null);
  // It replaces the plain button the user was on: keep their focus there.
  useEffect(() => {
    if (focus) target.current?.focus();
  }, [focus]);
  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <UnstyledButton ref={target} aria-label={accountMenuLabel(user)}>
          <UserAvatar user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} size="sm">
            {user.firstName} {user.lastName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Text size="xs" c="var(--app-text-pink)" fw={600}>
            {i18n._(roleLabel[user.role])}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          onClick={() => void navigate({ to: dashboardPath(user.role) })}
        >
          <Trans>Dashboard</Trans>
        </Menu.Item>
        <Menu.Item
          leftSection={<IconUser size={16} aria-hidden />}
          onClick={() => void navigate({ to: user.role === 'admin' ? '/admin/profile' : '/student/profile' })}
        >
          <Trans>Profile</Trans>
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            // The account calls (and zod with them) load on first use, not with every page.
            void import('../auth/auth-api').then(({ logout }) => {
              logout();
              void notify(sharedText(messages.success.loggedOut), 'success');
              void navigate({ to: '/login' });
            });
          }}
        >
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
