import { Divider, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { defaultSiteConfig, navigation } from '@institute/shared-schema';
import { headerHeight } from '../../ui/theme';
import { mainLinks, SignInButtons, trailingLinks } from './site-header';
import { Drawer } from '../../ui/dialogs';

/** The phone's navigation drawer, loaded when the burger is first tapped (site-header.tsx). */
export default function MobileNav({ opened, onClose, signedIn }: { opened: boolean; onClose: () => void; signedIn: boolean }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      padding="md"
      title={defaultSiteConfig.name}
      hiddenFrom="md"
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Close navigation', size: 'xl' }}
    >
      <ScrollArea h={`calc(100vh - ${headerHeight}px)`} mx="-md">
        <Stack component="nav" aria-label="Main" gap={0} px="md" onClick={onClose}>
          {mainLinks.map((l) => (
            <NavLink key={l.to} component={Link} to={l.to} label={l.label} />
          ))}
          <NavLink label="Services" defaultOpened childrenOffset="md" onClick={(e) => e.stopPropagation()}>
            {navigation.services.map((l) => (
              <NavLink key={l.to} component={Link} to={l.to} label={l.label} />
            ))}
          </NavLink>
          <NavLink label="About" childrenOffset="md" onClick={(e) => e.stopPropagation()}>
            {navigation.about.map((l) => (
              <NavLink key={l.to} component={Link} to={l.to} label={l.label} />
            ))}
          </NavLink>
          {trailingLinks.map((l) => (
            <NavLink key={l.to} component={Link} to={l.to} label={l.label} />
          ))}
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
