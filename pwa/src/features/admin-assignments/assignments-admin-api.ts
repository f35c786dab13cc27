/** The assignment review's server state: admin screens need the network (DESIGN.md). */
import { assignmentsApi, coursesApi, messages } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

export type SubmissionFilter = 'all' | 'ungraded' | 'graded' | 'late';

export const submissionsQuery = (query: { courseId?: string; assignmentId?: string; filter: SubmissionFilter }) =>
  endpointQuery(assignmentsApi.submissions, { query }, { fallback: messages.assignments.fetchFailed });
export const reviewCoursesQuery = () => endpointQuery(coursesApi.listAll, {}, { fallback: messages.adminFetch.courses });

export const useGradeSubmission = () =>
  useEndpointMutation(assignmentsApi.grade, { invalidates: [assignmentsApi.submissions], fallback: messages.assignments.gradeFailed });
