import '@mantine/core/styles/Table.css';
import { ActionIcon, Badge, Button, Card, Container, Divider, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { messages } from '@institute/shared-schema';
import { UserFormModal } from './user-form-modal';
import { matchesUser, useDeleteUser, usersQuery, type ManagedUser } from './users-api';
import { withQueries } from '../../api/queries';
import { notify } from '../../ui/notify';
import { ExportButton } from '../admin-exports/export-button';
import { ErrorAlert } from '../../ui/error-alert';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';

const roleLabel = { admin: msg`Administrator`, student: msg`Student` } as const;

/** Students and administrators: search, refresh, add, edit, delete. Table on wide screens, cards on phones. */
export const UsersAdminPage = withQueries(UsersAdminScreen);

function UsersAdminScreen() {
  const list = useQuery(usersQuery());
  const { i18n } = useLingui();
  const { t } = useT();
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

  const deletingFirstName = deleting?.firstName ?? '';
  const deletingLastName = deleting?.lastName ?? '';
  const deletingEmail = deleting?.email ?? '';
  const shown = users?.filter((u) => matchesUser(u, query)) ?? [];
  const actions = (u: ManagedUser) => {
    const { firstName, lastName } = u;
    return (
      // 44 px targets; delete sits apart, behind a divider, and asks before it deletes (issue 23).
      <Group gap="sm" wrap="nowrap" justify="flex-end">
        <ActionIcon variant="subtle" size="xl" aria-label={t`Edit ${firstName} ${lastName}`} onClick={() => setEditing({ user: u })}>
          <IconEdit size={20} />
        </ActionIcon>
        <Divider orientation="vertical" style={{ alignSelf: 'stretch' }} />
        <ActionIcon variant="subtle" color="red" size="xl" aria-label={t`Delete ${firstName} ${lastName}`} onClick={() => setDeleting(u)}>
          <IconTrash size={20} />
        </ActionIcon>
      </Group>
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Users</Trans>
          </Title>
          <Group gap="xs">
            <ExportButton kind="students" label={t`Export students`} />
            <ExportButton kind="enrollments" label={t`Export enrolments`} />
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={load}>
              <Trans>Refresh</Trans>
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ user: null })}>
              <Trans>Add user</Trans>
            </Button>
          </Group>
        </Group>
        <TextInput
          placeholder={t`Search by name, email or phone`}
          aria-label={t`Search users`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <ErrorAlert message={error} onRetry={load} retrying={list.isFetching} />
        {!users && !error && <Skeleton h={200} />}
        {users && shown.length === 0 && (
          <Text c="dimmed">{query ? <Trans>No user matches your search.</Trans> : <Trans>No users yet.</Trans>}</Text>
        )}
        {shown.length > 0 && (
          <>
            <Table visibleFrom="sm" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>User</Trans>
                  </Table.Th>
                  <Table.Th visibleFrom="md">
                    <Trans>Phone</Trans>
                  </Table.Th>
                  <Table.Th visibleFrom="md">
                    <Trans>Role</Trans>
                  </Table.Th>
                  <Table.Th ta="right">
                    <Trans>Actions</Trans>
                  </Table.Th>
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
                        {i18n._(roleLabel[u.role])}
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
                        {i18n._(roleLabel[u.role])}
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
        title={t`Delete user`}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <Trans>
          Delete {deletingFirstName} {deletingLastName} ({deletingEmail})? Their enrolments and progress are deleted too.
        </Trans>
      </ConfirmDeleteModal>
    </Container>
  );
}
