/**
 * The sidebar's links (issue 19): every admin page of `adminNavItems`, the current one marked,
 * and Logout. Collapsed, only icons show, each named by its tooltip and its accessible name.
 */
import { Badge, Divider, NavLink, Stack, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { messages } from '@institute/shared-schema';
import { logout } from '../auth/auth-api';
import { notify } from '../../ui/notify';
import { touchTarget } from '../../ui/touch';
import { useFormat } from '../../i18n/format';
import { unreadCountQuery, unreadRefetchMs } from '../admin-messages/admin-messages-api';
import { adminNavItems, type AdminNavItem } from './admin-nav-items';

interface AdminNavProps {
  collapsed?: boolean;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

export function AdminNav({ collapsed = false, onNavigate }: AdminNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const unread = useQuery({ ...unreadCountQuery(), refetchInterval: unreadRefetchMs }).data?.unread ?? 0;
  const counts: Record<NonNullable<AdminNavItem['badge']>, number> = { unreadMessages: unread };

  const signOut = () => {
    logout();
    void notify(messages.success.loggedOut, 'success');
    void navigate({ to: '/login' });
  };

  return (
    <Stack component="nav" aria-label={t`Administration`} gap={2} p="xs" h="100%">
      {adminNavItems.map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        const count = item.badge ? counts[item.badge] : 0;
        const label = i18n._(item.label);
        const unreadCount = f.number(count);
        const name = count > 0 ? t`${label}, ${unreadCount} unread` : label;
        const badge =
          count > 0 ? (
            <Badge size="sm" circle={collapsed} color="pink" aria-hidden data-testid={`nav-badge-${item.badge}`}>
              {unreadCount}
            </Badge>
          ) : null;
        const Icon = item.icon;
        const link = (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            onClick={onNavigate}
            active={active}
            aria-current={active ? 'page' : undefined}
            aria-label={name}
            label={collapsed ? null : label}
            leftSection={<Icon size={22} aria-hidden />}
            rightSection={collapsed ? null : badge}
            mih={touchTarget}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
        return collapsed ? (
          <Tooltip key={item.to} label={name} position="right" withArrow>
            {/* The badge sits over the icon when only icons show. */}
            <div style={{ position: 'relative' }}>
              {link}
              {badge && <div style={{ position: 'absolute', top: 2, right: 6, pointerEvents: 'none' }}>{badge}</div>}
            </div>
          </Tooltip>
        ) : (
          link
        );
      })}
      <Divider my="xs" />
      <NavLink
        component="button"
        onClick={signOut}
        color="red"
        label={collapsed ? null : t`Logout`}
        aria-label={collapsed ? t`Logout` : undefined}
        leftSection={<IconLogout size={22} aria-hidden />}
        mih={touchTarget}
        c="var(--app-text-red)"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      />
    </Stack>
  );
}
