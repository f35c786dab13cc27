import '@mantine/core/styles/Table.css';
import { ActionIcon, Badge, Button, Card, Container, Divider, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@institute/shared-schema';
import { UserFormModal } from './user-form-modal';
import { matchesUser, useDeleteUser, usersQuery, type ManagedUser } from './users-api';
import { withQueries } from '../../api/queries';
import { notify } from '../../ui/notify';
import { ExportButton } from '../admin-exports/export-button';
import { ErrorAlert } from '../../ui/error-alert';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';

const roleLabel = { admin: 'Administrator', student: 'Student' } as const;

/** Students and administrators: search, refresh, add, edit, delete. Table on wide screens, cards on phones. */
export const UsersAdminPage = withQueries(UsersAdminScreen);

function UsersAdminScreen() {
  const list = useQuery(usersQuery());
  const users = list.data ?? null;
  const error = list.error?.message ?? null;
  const remove = useDeleteUser();
  const busy = remove.isPending;
  const load = () => void list.refetch();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<{ user: ManagedUser | null } | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync({ params: { id: deleting.id } });
      void notify(answer.message, 'success', 6000);
      setDeleting(null);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.adminSave.deleteUser, 'error', 6000);
    }
  };

  const shown = users?.filter((u) => matchesUser(u, query)) ?? [];
  const actions = (u: ManagedUser) => (
    // 44 px targets; delete sits apart, behind a divider, and asks before it deletes (issue 23).
    <Group gap="sm" wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" size="xl" aria-label={`Edit ${u.firstName} ${u.lastName}`} onClick={() => setEditing({ user: u })}>
        <IconEdit size={20} />
      </ActionIcon>
      <Divider orientation="vertical" style={{ alignSelf: 'stretch' }} />
      <ActionIcon variant="subtle" color="red" size="xl" aria-label={`Delete ${u.firstName} ${u.lastName}`} onClick={() => setDeleting(u)}>
        <IconTrash size={20} />
      </ActionIcon>
    </Group>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Users</Title>
          <Group gap="xs">
            <ExportButton kind="students" label="Export students" />
            <ExportButton kind="enrollments" label="Export enrolments" />
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={load}>
              Refresh
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ user: null })}>
              Add user
            </Button>
          </Group>
        </Group>
        <TextInput
          placeholder="Search by name, email or phone"
          aria-label="Search users"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <ErrorAlert message={error} onRetry={load} retrying={list.isFetching} />
        {!users && !error && <Skeleton h={200} />}
        {users && shown.length === 0 && <Text c="dimmed">{query ? 'No user matches your search.' : 'No users yet.'}</Text>}
        {shown.length > 0 && (
          <>
            <Table visibleFrom="sm" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th visibleFrom="md">Phone</Table.Th>
                  <Table.Th visibleFrom="md">Role</Table.Th>
                  <Table.Th ta="right">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <Text fw={500}>
                        {u.firstName} {u.lastName}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {u.email}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md">{u.phoneNumber ?? '—'}</Table.Td>
                    <Table.Td visibleFrom="md">
                      <Badge variant="light" color={u.role === 'admin' ? 'pink' : 'blue'}>
                        {roleLabel[u.role]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{actions(u)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack hiddenFrom="sm" gap="sm">
              {shown.map((u) => (
                <Card key={u.id} withBorder padding="sm" data-testid="user-card">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={500}>
                        {u.firstName} {u.lastName}
                      </Text>
                      <Text size="sm" c="dimmed" truncate>
                        {u.email}
                      </Text>
                      <Badge mt={4} variant="light" color={u.role === 'admin' ? 'pink' : 'blue'}>
                        {roleLabel[u.role]}
                      </Badge>
                    </div>
                    {actions(u)}
                  </Group>
                </Card>
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <UserFormModal opened={editing !== null} user={editing?.user ?? null} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete user"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        Delete {deleting?.firstName} {deleting?.lastName} ({deleting?.email})? Their enrolments and progress are deleted too.
      </ConfirmDeleteModal>
    </Container>
  );
}
