import { Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { defaultSiteConfig, navigation } from '@institute/shared-schema';
import { headerHeight } from '../../ui/theme';
import { useSession } from '../../data/session';
import { LazySyncIndicator } from '../sync/lazy-sync-indicator';
import { LazyNotificationBell } from '../notifications/lazy-notification-bell';
import { NavMenu } from './nav-menu';
import { ProfileMenu } from './profile-menu';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { useScrolled } from './use-scrolled';

const MobileNav = lazy(() => import('./mobile-nav'));
import classes from './site-header.module.css';

export const mainLinks = [
  { label: 'Home', to: '/' },
  { label: 'Courses', to: '/courses' },
] as const;
export const trailingLinks = [
  { label: 'Gallery', to: '/gallery' },
  { label: 'Placements', to: '/placements' },
  { label: 'Contact', to: '/contact' },
] as const;

/** The fixed top navigation (spec "Screens and routes"); it gains a solid look after 10 px of scroll. */
export function SiteHeader() {
  const scrolled = useScrolled();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code (Mantine's Drawer, its focus trap and scroll lock) comes with the first tap.
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <Box component="header" className={classes.header} data-scrolled={scrolled || undefined} h={headerHeight}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.brand} aria-label={`${defaultSiteConfig.name}, home`}>
            <img src="/favicon.svg" width={32} height={32} alt="" />
            <Text fw={800} size="lg" c="var(--app-text-blue)">
              {defaultSiteConfig.shortName}
            </Text>
          </Link>

          <Group component="nav" aria-label="Main" gap={2} visibleFrom="md" wrap="nowrap">
            {mainLinks.map((l) => (
              <Button
                key={l.to}
                component={Link}
                to={l.to}
                variant="subtle"
                color="dark"
                px="xs"
                activeProps={{ 'data-active': true, 'aria-current': 'page' }}
              >
                {l.label}
              </Button>
            ))}
            <NavMenu label="Services" items={navigation.services} />
            <NavMenu label="About" items={navigation.about} />
            {trailingLinks.map((l) => (
              <Button key={l.to} component={Link} to={l.to} variant="subtle" color="dark" px="xs">
                {l.label}
              </Button>
            ))}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <LazySyncIndicator />
            {session && <LazyNotificationBell />}
            {session ? (
              <ProfileMenu user={session.user} />
            ) : (
              <Group gap="xs" visibleFrom="xs" wrap="nowrap">
                <SignInButtons />
              </Group>
            )}
            <ColorSchemeToggle />
            <Burger
              opened={opened}
              onClick={() => {
                setDrawerWanted(true);
                toggle();
              }}
              onPointerDown={() => setDrawerWanted(true)}
              hiddenFrom="md"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-haspopup="dialog"
            />
          </Group>
        </Group>
      </Container>

      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={close} signedIn={session !== null} />
        </Suspense>
      )}
    </Box>
  );
}

/** Shown when signed out, in the bar and in the phone drawer. */
export function SignInButtons() {
  return (
    <>
      <Button component={Link} to="/login" variant="default">
        Login
      </Button>
      <Button component={Link} to="/register" color="pink">
        Register
      </Button>
    </>
  );
}
