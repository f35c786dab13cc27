import { coursesApi, messages, type CourseForm } from '@institute/shared-schema';
import { call } from '../../api/client';

/** Admin screens need the network (DESIGN.md): plain REST through the typed client. */
export const listAllCourses = () => call(coursesApi.listAll, {}, { fallback: messages.adminFetch.courses });
export const createCourse = (body: CourseForm) => call(coursesApi.create, { body }, { fallback: messages.validation.courseFormFallback });
export const updateCourse = (id: string, body: CourseForm) =>
  call(coursesApi.update, { params: { id }, body }, { fallback: messages.validation.courseFormFallback });
export const deleteCourse = (id: string) => call(coursesApi.remove, { params: { id } }, { fallback: messages.adminSave.deleteCourse });
