import { Avatar, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SessionUser } from '../../data/session';
import { useIntent } from '../../ui/use-intent';

const ProfileMenuDropdown = lazy(() => import('./profile-menu-dropdown'));

export const accountMenuLabel = (user: SessionUser) => `Account menu for ${user.firstName} ${user.lastName}`;

export function UserAvatar({ user }: { user: SessionUser }) {
  return (
    <Avatar color="blue" radius="xl">
      {`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}
    </Avatar>
  );
}

/**
 * The signed-in user's menu (spec section 2): the avatar as a plain button until first wanted
 * (pointer, focus, click), then the real menu (profile-menu-dropdown.tsx) in its place.
 */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { intent, handlers } = useIntent();
  const trigger = (
    <UnstyledButton aria-label={accountMenuLabel(user)} aria-haspopup="menu" aria-expanded={false} {...handlers}>
      <UserAvatar user={user} />
    </UnstyledButton>
  );
  if (!intent) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ProfileMenuDropdown user={user} intent={intent} />
    </Suspense>
  );
}
