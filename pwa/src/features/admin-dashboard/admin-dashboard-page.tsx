import { Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { adminApi, messages, type AnswerOf } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { endpointQuery, withQueries } from '../../api/queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatCard } from '../../ui/stat-card';
import { ExportButton } from '../admin-exports/export-button';
import classes from './admin-dashboard.module.css';

type AdminStats = AnswerOf<typeof adminApi.stats>;

/**
 * Each figure links to the page where its records are (issue 19): students, courses, payments,
 * live sessions, testimonials (to Reviews, where they are moderated).
 */
const cards: { key: keyof AdminStats; label: MessageDescriptor; rupees?: boolean; to: NonNullable<LinkProps['to']> }[] = [
  { key: 'totalStudents', label: msg`Total students`, to: '/admin/users' },
  { key: 'totalCourses', label: msg`Total courses`, to: '/admin/courses' },
  { key: 'activeCourses', label: msg`Active courses`, to: '/admin/courses' },
  { key: 'totalRevenue', label: msg`Revenue (approved payments)`, rupees: true, to: '/admin/payment-verifications' },
  { key: 'estimatedRevenue', label: msg`Estimated revenue (price × students)`, rupees: true, to: '/admin/courses' },
  { key: 'totalTestimonials', label: msg`Testimonials`, to: '/admin/reviews' },
  { key: 'liveSessions', label: msg`Live sessions`, to: '/admin/live-sessions' },
  { key: 'upcomingSessions', label: msg`Upcoming sessions`, to: '/admin/live-sessions' },
];

/** The administrator's overview: the figures counted by the server. Admin screens need the network. */
export const AdminDashboardPage = withQueries(AdminDashboardScreen);

function AdminDashboardScreen() {
  const query = useQuery(endpointQuery(adminApi.stats, {}, { fallback: messages.adminFetch.additional }));
  const stats = query.data ?? null;
  const error = query.error?.message ?? null;
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Dashboard</Trans>
          </Title>
          <ExportButton kind="quiz-results" label={t`Export quiz results`} />
        </Group>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {cards.map((c) => {
            const value = stats && (c.rupees ? f.rupees(stats[c.key]) : f.number(stats[c.key]));
            const card = <StatCard label={i18n._(c.label)} value={value} loading={!error} testId={c.key} />;
            return (
              <Link key={c.key} to={c.to} className={classes.cardLink} data-testid={`link-${c.key}`}>
                {card}
              </Link>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
