/**
 * `/admin/audit` (issue 19): the audit trail, newest first: who approved, rejected, deleted, edited
 * or changed a role, and when; filtered by person, action and date on the server, a page at a time.
 */
import { Button, Container, Group, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { adminAuditApi, auditActions, messages, type AuditAction } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';
import { call } from '../../api/client';
import { keyOf, withQueries } from '../../api/queries';
import { ErrorAlert } from '../../ui/error-alert';
import { touchTarget } from '../../ui/touch';
import { AuditEntryCard } from './audit-entry-card';
import { auditActionText } from './audit-labels';

export const AuditAdminPage = withQueries(AuditAdminScreen);

const inputStyles = { input: { minHeight: touchTarget } };

function AuditAdminScreen() {
  const [actor, setActor] = useState('');
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = {
    ...(actor ? { actor } : {}),
    ...(action ? { action: action as AuditAction } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const query = useInfiniteQuery({
    queryKey: keyOf(adminAuditApi.list, filter),
    queryFn: ({ pageParam }) =>
      call(
        adminAuditApi.list,
        { query: { ...filter, ...(pageParam ? { before: pageParam } : {}) } },
        { fallback: messages.adminAudit.fetchFailed },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.entries.at(-1)!.id : undefined),
  });
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? null;
  const actors = query.data?.pages[0]?.actors ?? [];
  const error = query.error?.message ?? null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Audit trail</Trans>
        </Title>
        <Group grow align="flex-end" wrap="wrap">
          <NativeSelect
            label={t`Person`}
            value={actor}
            onChange={(e) => setActor(e.currentTarget.value)}
            data={[{ value: '', label: t`Everyone` }, ...actors.map((a) => ({ value: a.id, label: a.name }))]}
            styles={inputStyles}
            miw={160}
          />
          <NativeSelect
            label={t`Action`}
            value={action}
            onChange={(e) => setAction(e.currentTarget.value)}
            data={[{ value: '', label: t`Every action` }, ...auditActions.map((a) => ({ value: a, label: i18n._(auditActionText[a]) }))]}
            styles={inputStyles}
            miw={180}
          />
          <TextInput
            label={t`From`}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            styles={inputStyles}
            miw={150}
          />
          <TextInput label={t`To`} type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} styles={inputStyles} miw={150} />
        </Group>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        {!entries && !error && <Skeleton h={160} />}
        {entries?.length === 0 && <Text c="dimmed">{tm(messages.adminAudit.empty)}</Text>}
        {entries?.map((e) => (
          <AuditEntryCard key={e.id} entry={e} />
        ))}
        {query.hasNextPage && (
          <Button variant="default" mih={touchTarget} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            <Trans>Show older entries</Trans>
          </Button>
        )}
      </Stack>
    </Container>
  );
}
