import { Alert, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CourseCard } from '../features/courses/course-card';
import { useCourses } from '../features/courses/use-courses';

export const Route = createFileRoute('/courses')({ component: CoursesPage });

function CoursesPage() {
  const { courses, error, refreshing } = useCourses();
  const loading = courses === undefined || (courses.length === 0 && refreshing);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="lg">
        <Title order={1}>Courses</Title>
        <Text c="dimmed">Practical, placement-focused programming courses. Prices in rupees.</Text>
      </Stack>
      {error && courses?.length === 0 && (
        <Alert color="red" title="Could not load courses" mb="lg">
          {error}
        </Alert>
      )}
      {loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading courses">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : courses.length === 0 ? (
        !error && <Text c="dimmed">No courses are open for enrolment right now. Please check back soon.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {courses.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
