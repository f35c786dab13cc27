/** The courses administrator's server state: admin screens need the network (DESIGN.md). */
import { coursesApi, messages } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

export const allCoursesQuery = () => endpointQuery(coursesApi.listAll, {}, { fallback: messages.adminFetch.courses });

/** Every write refreshes both course lists (the admin's and the public one). */
const courseLists = [coursesApi.listAll, coursesApi.list];

export const useCreateCourse = () =>
  useEndpointMutation(coursesApi.create, { invalidates: courseLists, fallback: messages.validation.courseFormFallback });
export const useUpdateCourse = () =>
  useEndpointMutation(coursesApi.update, { invalidates: courseLists, fallback: messages.validation.courseFormFallback });
export const useDeleteCourse = () =>
  useEndpointMutation(coursesApi.remove, { invalidates: courseLists, fallback: messages.adminSave.deleteCourse });
