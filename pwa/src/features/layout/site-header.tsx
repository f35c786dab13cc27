import { Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { defaultSiteConfig, navigation } from '@institute/shared-schema';
import { headerHeight } from '../../ui/theme';
import { useSession } from '../../data/session';
import { LazySyncIndicator } from '../sync/lazy-sync-indicator';
import { LazyNotificationBell } from '../notifications/lazy-notification-bell';
import { NavMenu } from './nav-menu';
import { ProfileMenu } from './profile-menu';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitch } from './language-switch';
import { navLabels } from './nav-labels';
import { useScrolled } from './use-scrolled';

const MobileNav = lazy(() => import('./mobile-nav'));
import classes from './site-header.module.css';

/** The fixed top navigation (spec "Screens and routes"); it gains a solid look after 10 px of scroll. */
export function SiteHeader() {
  const scrolled = useScrolled();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code (Mantine's Drawer, its focus trap and scroll lock) comes with the first tap.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { i18n } = useLingui();
  const { t } = useT();
  const site = defaultSiteConfig.name;

  return (
    <Box component="header" className={classes.header} data-scrolled={scrolled || undefined} h={headerHeight}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.brand} aria-label={t`${site}, home`}>
            <img src="/favicon.svg" width={32} height={32} alt="" />
            <Text fw={800} size="lg" c="var(--app-text-blue)">
              {defaultSiteConfig.shortName}
            </Text>
          </Link>

          <Group component="nav" aria-label={t`Main`} gap={2} visibleFrom="md" wrap="nowrap">
            {navigation.main.map((to) => (
              <Button
                key={to}
                component={Link}
                to={to}
                variant="subtle"
                color="dark"
                px="xs"
                activeProps={{ 'data-active': true, 'aria-current': 'page' }}
              >
                {i18n._(navLabels[to])}
              </Button>
            ))}
            <NavMenu label={t`Services`} items={navigation.services} />
            <NavMenu label={t`About`} items={navigation.about} />
            {navigation.trailing.map((to) => (
              <Button key={to} component={Link} to={to} variant="subtle" color="dark" px="xs">
                {i18n._(navLabels[to])}
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
            {/* A signed-in phone's header holds the account's icons: the switch is in the drawer there. */}
            <Box visibleFrom={session ? 'sm' : undefined}>
              <LanguageSwitch />
            </Box>
            <ColorSchemeToggle />
            <Burger
              opened={opened}
              onClick={() => {
                setDrawerWanted(true);
                toggle();
              }}
              onPointerDown={() => setDrawerWanted(true)}
              hiddenFrom="md"
              aria-label={opened ? t`Close navigation` : t`Open navigation`}
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
        <Trans>Login</Trans>
      </Button>
      <Button component={Link} to="/register" color="pink">
        <Trans>Register</Trans>
      </Button>
    </>
  );
}
