import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { messages, type Course } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { getSession } from '../../data/session';
import { notify } from '../../ui/notify';
import { CourseCard } from './course-card';
import type { Flow } from './course-dialogs';
import { CourseFilters } from './course-filters';
import { categoriesOf, filterCourses, noFilter } from './filter-courses';
import { useCourses } from './use-courses';

/**
 * The details and enrolment dialogs (Mantine's Modal, forms, the payment schema) load when a
 * dialog is first wanted, not with the page: a visitor's phone draws the catalogue first.
 */
const CourseDialogs = lazy(() => import('./course-dialogs'));

/** The course catalogue (spec section 2): filters, the cards, details and enrolment. Prerendered at build time. */
export function CoursesPage() {
  const { courses, error, refreshing } = useCourses();
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const [filter, setFilter] = useState(noFilter);
  const [details, setDetails] = useState<Course | null>(null);
  const [flow, setFlow] = useState<Flow>({ step: 'none' });
  const loading = courses === undefined || (courses.length === 0 && refreshing);
  const shown = useMemo(() => filterCourses(courses ?? [], filter), [courses, filter]);
  const categories = useMemo(() => categoriesOf(courses ?? []), [courses]);
  // `?course={id}` (the legacy `/course/{id}` link): that course's details, once the list is there, until closed.
  const { course: linkedId } = useSearch({ strict: false });
  const [linkClosed, setLinkClosed] = useState(false);
  const linked = !linkClosed && linkedId ? (courses?.find((c) => c.id === linkedId) ?? null) : null;

  const proceed = (course: Course) => {
    const session = getSession();
    if (!session?.token || !session.user) return setFlow({ step: 'login' });
    if (session.user.role !== 'student') return void notify(messages.payments.studentsOnly, 'info');
    setDetails(null);
    setLinkClosed(true);
    setFlow({ step: 'method', course });
  };
  const close = useCallback(() => setFlow({ step: 'none' }), []);
  // Once loaded, the dialogs stay mounted, so they close with their animation.
  const [wanted, setWanted] = useState(false);
  if (!wanted && (details || linked || flow.step !== 'none')) setWanted(true);
  const total = courses?.length ?? 0;
  const matching = f.number(shown.length);
  const countText =
    shown.length === total
      ? t`${plural(total, { one: '# course', other: '# courses' })}`
      : t`${plural(total, { one: `${matching} of # course`, other: `${matching} of # courses` })}`;
  const paid = useCallback(() => setFlow((f) => (f.step === 'method' ? { step: 'verify', course: f.course } : f)), []);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="lg">
        <Title order={1}>
          <Trans>Courses</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Practical, placement-focused programming courses. Prices in rupees.</Trans>
        </Text>
      </Stack>
      {error && courses?.length === 0 && (
        <Alert color="red" title={t`Could not load courses`} mb="lg" role="alert">
          {tm(error)}
        </Alert>
      )}
      {loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label={t`Loading courses`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : courses.length === 0 ? (
        !error && (
          <Text c="dimmed">
            <Trans>No courses are open for enrolment right now. Please check back soon.</Trans>
          </Text>
        )
      ) : (
        <Stack gap="lg">
          <CourseFilters value={filter} onChange={setFilter} categories={categories} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {countText}
          </Text>
          {shown.length === 0 ? (
            <Text>
              <Trans>No course matches these filters.</Trans>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {shown.map((c) => (
                <CourseCard key={c.id} course={c} onDetails={setDetails} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
      {wanted && (
        <Suspense>
          <CourseDialogs
            details={details ?? linked}
            flow={flow}
            onCloseDetails={() => {
              setDetails(null);
              setLinkClosed(true);
            }}
            onProceed={proceed}
            onClose={close}
            onPaid={paid}
            onFlow={setFlow}
          />
        </Suspense>
      )}
    </Container>
  );
}
