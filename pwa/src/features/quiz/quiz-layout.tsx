import { useLingui } from '@lingui/react/macro';
import { Box, Group, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { headerHeight } from '../../ui/theme';
import { Drawer } from '../../ui/dialogs';

interface QuizLayoutProps {
  sidebar: ReactNode;
  drawerOpened: boolean;
  onDrawerClose: () => void;
  children: ReactNode;
}

/** The quiz page: the level sidebar on the left (280 px), the views beside it; on phones the sidebar is a drawer. */
export function QuizLayout({ sidebar, drawerOpened, onDrawerClose, children }: QuizLayoutProps) {
  const { t } = useLingui();
  return (
    <Group align="flex-start" gap={0} wrap="nowrap">
      <Box
        component="aside"
        visibleFrom="sm"
        w={280}
        style={{
          flexShrink: 0,
          position: 'sticky',
          top: headerHeight,
          height: `calc(100vh - ${headerHeight}px)`,
          borderRight: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <ScrollArea h="100%" p="xs">
          {sidebar}
        </ScrollArea>
      </Box>
      <Drawer opened={drawerOpened} onClose={onDrawerClose} title={t`Quiz levels`} size="85%" padding="sm" hiddenFrom="sm" zIndex={300}>
        {sidebar}
      </Drawer>
      <Box p={{ base: 'md', sm: 'xl' }} style={{ flex: 1, minWidth: 0 }} maw={960}>
        {children}
      </Box>
    </Group>
  );
}
