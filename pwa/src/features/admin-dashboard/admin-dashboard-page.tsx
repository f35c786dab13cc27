import { Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { adminApi, formatRupees, messages, type AnswerOf } from '@institute/shared-schema';
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
const cards: { key: keyof AdminStats; label: string; format?: (n: number) => string; to: NonNullable<LinkProps['to']> }[] = [
  { key: 'totalStudents', label: 'Total students', to: '/admin/users' },
  { key: 'totalCourses', label: 'Total courses', to: '/admin/courses' },
  { key: 'activeCourses', label: 'Active courses', to: '/admin/courses' },
  { key: 'totalRevenue', label: 'Revenue (approved payments)', format: formatRupees, to: '/admin/payment-verifications' },
  { key: 'estimatedRevenue', label: 'Estimated revenue (price × students)', format: formatRupees, to: '/admin/courses' },
  { key: 'totalTestimonials', label: 'Testimonials', to: '/admin/reviews' },
  { key: 'liveSessions', label: 'Live sessions', to: '/admin/live-sessions' },
  { key: 'upcomingSessions', label: 'Upcoming sessions', to: '/admin/live-sessions' },
];

/** The administrator's overview: the figures counted by the server. Admin screens need the network. */
export const AdminDashboardPage = withQueries(AdminDashboardScreen);

function AdminDashboardScreen() {
  const query = useQuery(endpointQuery(adminApi.stats, {}, { fallback: messages.adminFetch.additional }));
  const stats = query.data ?? null;
  const error = query.error?.message ?? null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Dashboard</Title>
          <ExportButton kind="quiz-results" label="Export quiz results" />
        </Group>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {cards.map((c) => {
            const card = <StatCard label={c.label} value={stats && (c.format ?? String)(stats[c.key])} loading={!error} testId={c.key} />;
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
