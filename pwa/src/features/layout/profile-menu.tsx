import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Avatar, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '../../data/session';
import { useDeferredWidget } from '../../ui/use-deferred-widget';

export interface ProfileMenuDropdownProps {
  user: SessionUser;
  opened: boolean;
  onChange: (opened: boolean) => void;
  focus: boolean;
}

const initialsOf = (user: SessionUser) => `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();

/** The menu button's name starts with the initials it shows, so a voice user can say what they see (WCAG 2.5.3). */
export const accountMenuLabel = (user: SessionUser) => {
  const initials = initialsOf(user);
  const name = `${user.firstName} ${user.lastName}`;
  return t`${initials}: Account menu for ${name}`;
};

export function UserAvatar({ user }: { user: SessionUser }) {
  return (
    <Avatar color="blue" radius="xl">
      {initialsOf(user)}
    </Avatar>
  );
}

/**
 * The signed-in user's menu (spec section 2): the avatar as a plain button until first wanted,
 * then the real menu (profile-menu-dropdown.tsx) in its place.
 */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { Widget, opened, setOpened, triggerProps, focusOnMount } = useDeferredWidget<ProfileMenuDropdownProps>(
    () => import('./profile-menu-dropdown'),
  );
  useLingui();
  if (Widget) return <Widget user={user} opened={opened} onChange={setOpened} focus={focusOnMount.current} />;
  return (
    <UnstyledButton aria-label={accountMenuLabel(user)} aria-haspopup="menu" aria-expanded={false} {...triggerProps}>
      <UserAvatar user={user} />
    </UnstyledButton>
  );
}
