/**
 * `/admin/messages` (issue 19): the contact messages visitors and students sent, newest first,
 * unread marked, searched and filtered on the server; read, unread, archive and Reply by mail.
 */
import { Button, Container, Group, Loader, NativeSelect, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { contactSubjects, messages, type InboxView } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { withQueries } from '../../api/queries';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { segmentStyles, touchTarget } from '../../ui/touch';
import { inboxQuery, useUpdateMessage } from './admin-messages-api';
import { MessageCard } from './message-card';
import { subjectLabels } from './subject-labels';

const inbox = messages.adminInbox;

export const MessagesAdminPage = withQueries(MessagesAdminScreen);

function MessagesAdminScreen() {
  const [view, setView] = useState<InboxView>('inbox');
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const f = useFormat();
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
          const done =
            body.archived === undefined
              ? body.read
                ? inbox.markedRead
                : inbox.markedUnread
              : body.archived
                ? inbox.archived
                : inbox.restored;
          void notify(done, 'success');
        },
        onError: (e) => void notify(e.message, 'error', 6000),
      },
    );

  const unread = query.data?.unread;
  const unreadCount = unread === undefined ? '' : f.number(unread);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={1}>
              <Trans>Messages</Trans>
            </Title>
            {unread !== undefined && (
              <Text c="dimmed" size="sm" aria-live="polite">
                {unread === 0 ? <Trans>No unread messages</Trans> : <Trans>{unreadCount} unread</Trans>}
              </Text>
            )}
          </div>
          <Button
            variant="default"
            mih={touchTarget}
            leftSection={query.isFetching ? <Loader size={14} /> : <IconRefresh size={16} aria-hidden />}
            onClick={() => void query.refetch()}
          >
            <Trans>Refresh</Trans>
          </Button>
        </Group>
        <SegmentedControl
          fullWidth
          aria-label={t`Show messages`}
          value={view}
          onChange={setView}
          styles={segmentStyles}
          data={[
            { value: 'inbox', label: t`Inbox` },
            { value: 'unread', label: t`Unread` },
            { value: 'archived', label: t`Archived` },
          ]}
        />
        <Group grow align="flex-end" wrap="wrap">
          <TextInput
            label={t`Search`}
            placeholder={t`Name, email or words in the message`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.currentTarget.value)}
            styles={{ input: { minHeight: touchTarget } }}
            miw={220}
          />
          <NativeSelect
            label={t`Subject`}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            data={[{ value: '', label: t`All subjects` }, ...contactSubjects.map((s) => ({ value: s, label: i18n._(subjectLabels[s]) }))]}
            styles={{ input: { minHeight: touchTarget } }}
            miw={180}
          />
        </Group>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        {!list && !error && <Skeleton h={160} />}
        {list?.length === 0 && <Text c="dimmed">{tm(words || subject ? inbox.noMatch : inbox.empty)}</Text>}
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
