import { Divider, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { defaultSiteConfig, navigation } from '@institute/shared-schema';
import { headerHeight } from '../../ui/theme';
import { SignInButtons } from './site-header';
import { navLabels } from './nav-labels';
import { LanguageSwitch } from './language-switch';
import { Drawer } from '../../ui/dialogs';

/** The phone's navigation drawer, loaded when the burger is first tapped (site-header.tsx). */
export default function MobileNav({ opened, onClose, signedIn }: { opened: boolean; onClose: () => void; signedIn: boolean }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const link = (to: (typeof navigation)[keyof typeof navigation][number]) => (
    <NavLink key={to} component={Link} to={to} label={i18n._(navLabels[to])} />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      padding="md"
      title={defaultSiteConfig.name}
      hiddenFrom="md"
      zIndex={300}
      closeButtonProps={{ 'aria-label': t`Close navigation`, size: 'xl' }}
    >
      <ScrollArea h={`calc(100vh - ${headerHeight}px)`} mx="-md">
        {signedIn && (
          <Group px="md" pb="sm" gap="sm" hiddenFrom="sm">
            <LanguageSwitch />
          </Group>
        )}
        <Stack component="nav" aria-label={t`Main`} gap={0} px="md" onClick={onClose}>
          {navigation.main.map(link)}
          <NavLink label={t`Services`} defaultOpened childrenOffset="md" onClick={(e) => e.stopPropagation()}>
            {navigation.services.map(link)}
          </NavLink>
          <NavLink label={t`About`} childrenOffset="md" onClick={(e) => e.stopPropagation()}>
            {navigation.about.map(link)}
          </NavLink>
          {navigation.trailing.map(link)}
          {!signedIn && (
            <>
              <Divider my="sm" />
              <Group grow>
                <SignInButtons />
              </Group>
            </>
          )}
        </Stack>
      </ScrollArea>
    </Drawer>
  );
}
