/**
 * `/admin/messages` (issue 19): the contact messages visitors and students sent, newest first,
 * unread marked, searched and filtered on the server; read, unread, archive and Reply by mail.
 */
import { Button, Container, Group, Loader, NativeSelect, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contactSubjects, messages, type InboxView } from '@institute/shared-schema';
import { withQueries } from '../../api/queries';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { segmentStyles, touchTarget } from '../../ui/touch';
import { inboxQuery, useUpdateMessage } from './admin-messages-api';
import { MessageCard } from './message-card';

const t = messages.adminInbox;

export const MessagesAdminPage = withQueries(MessagesAdminScreen);

function MessagesAdminScreen() {
  const [view, setView] = useState<InboxView>('inbox');
  const [subject, setSubject] = useState('');
  const [search, setSearch] = useState('');
  const [words] = useDebouncedValue(search.trim(), 300);
  const filter = {
    view,
    ...(subject ? { subject: subject as (typeof contactSubjects)[number] } : {}),
    ...(words ? { search: words } : {}),
  };
  const query = useQuery({ ...inboxQuery(filter), placeholderData: keepPreviousData });
  const update = useUpdateMessage();
  const list = query.data?.messages ?? null;
  const error = query.error?.message ?? null;

  const change = (id: string, body: { read?: boolean; archived?: boolean }) =>
    update.mutate(
      { params: { id }, body },
      {
        onSuccess: () => {
          const done = body.archived === undefined ? (body.read ? t.markedRead : t.markedUnread) : body.archived ? t.archived : t.restored;
          void notify(done, 'success');
        },
        onError: (e) => void notify(e.message, 'error', 6000),
      },
    );

  const unread = query.data?.unread;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={1}>Messages</Title>
            {unread !== undefined && (
              <Text c="dimmed" size="sm" aria-live="polite">
                {unread === 0 ? 'No unread messages' : `${unread} unread`}
              </Text>
            )}
          </div>
          <Button
            variant="default"
            mih={touchTarget}
            leftSection={query.isFetching ? <Loader size={14} /> : <IconRefresh size={16} aria-hidden />}
            onClick={() => void query.refetch()}
          >
            Refresh
          </Button>
        </Group>
        <SegmentedControl
          fullWidth
          aria-label="Show messages"
          value={view}
          onChange={setView}
          styles={segmentStyles}
          data={[
            { value: 'inbox', label: 'Inbox' },
            { value: 'unread', label: 'Unread' },
            { value: 'archived', label: 'Archived' },
          ]}
        />
        <Group grow align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, email or words in the message"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.currentTarget.value)}
            styles={{ input: { minHeight: touchTarget } }}
            miw={220}
          />
          <NativeSelect
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            data={[{ value: '', label: 'All subjects' }, ...contactSubjects.map((s) => ({ value: s, label: s }))]}
            styles={{ input: { minHeight: touchTarget } }}
            miw={180}
          />
        </Group>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        {!list && !error && <Skeleton h={160} />}
        {list?.length === 0 && <Text c="dimmed">{words || subject ? t.noMatch : t.empty}</Text>}
        {list?.map((m) => (
          <MessageCard
            key={m.id}
            message={m}
            busy={update.isPending && update.variables.params.id === m.id}
            onChange={(body) => change(m.id, body)}
          />
        ))}
      </Stack>
    </Container>
  );
}
