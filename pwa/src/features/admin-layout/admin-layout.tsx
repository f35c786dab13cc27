/**
 * The administrator's console around every `/admin` page (issue 19, site spec section 2): a
 * collapsible 280 px sidebar on wide screens (the choice kept on this device), a drawer on
 * phones, the page beside it.
 */
import { ActionIcon, Box, Button, Group, ScrollArea, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { withQueries } from '../../api/queries';
import { headerHeight } from '../../ui/theme';
import { touchTarget } from '../../ui/touch';
import { AdminNav } from './admin-nav';
import { sidebarWidth } from './admin-nav-items';
import classes from './admin-layout.module.css';
import { Drawer } from '../../ui/dialogs';

export const AdminLayout = withQueries(AdminLayoutScreen);

function AdminLayoutScreen() {
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'admin-sidebar-collapsed', defaultValue: false });
  const [drawerOpen, drawer] = useDisclosure(false);
  const { t } = useLingui();
  const toggleLabel = collapsed ? t`Expand sidebar` : t`Collapse sidebar`;

  return (
    <div className={classes.layout} style={{ ['--header-height' as string]: `${headerHeight}px` }}>
      <Box
        component="aside"
        className={classes.sidebar}
        visibleFrom="md"
        w={collapsed ? sidebarWidth.collapsed : sidebarWidth.open}
        data-testid="admin-sidebar"
        data-collapsed={collapsed || undefined}
      >
        <Group justify={collapsed ? 'center' : 'flex-end'} px="xs" pt="xs">
          <Tooltip label={toggleLabel} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              size={touchTarget}
              onClick={() => setCollapsed((c) => !c)}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
            >
              {collapsed ? <IconLayoutSidebarLeftExpand size={22} aria-hidden /> : <IconLayoutSidebarLeftCollapse size={22} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Group>
        <ScrollArea h={`calc(100% - ${touchTarget + 10}px)`}>
          <AdminNav collapsed={collapsed} />
        </ScrollArea>
      </Box>

      <div className={classes.content}>
        <Box hiddenFrom="md" className={classes.phoneBar} px="md" py={4}>
          <Button
            variant="subtle"
            color="dark"
            leftSection={<IconMenu2 size={20} aria-hidden />}
            onClick={drawer.open}
            h={touchTarget}
            aria-expanded={drawerOpen}
          >
            <Trans>Admin menu</Trans>
          </Button>
        </Box>
        <Outlet />
      </div>

      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        size={sidebarWidth.open}
        padding={0}
        title={t`Administration`}
        hiddenFrom="md"
        zIndex={300}
        styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
        closeButtonProps={{ 'aria-label': t`Close admin menu`, size: 'xl' }}
      >
        <AdminNav onNavigate={drawer.close} />
      </Drawer>
    </div>
  );
}
