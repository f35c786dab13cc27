import { messages, type Course, type CourseForm } from '@institute/shared-schema';
import { api } from '../../api/http';

/** Admin screens need the network (DESIGN.md): plain REST. */
export const listAllCourses = () => api<Course[]>('/api/admin/courses', { fallback: messages.adminFetch.courses });
export const createCourse = (body: CourseForm) =>
  api<{ message: string; course: Course }>('/api/courses', { method: 'POST', body, fallback: messages.validation.courseFormFallback });
export const updateCourse = (id: string, body: CourseForm) =>
  api<{ message: string; course: Course }>(`/api/courses/${id}`, { method: 'PUT', body, fallback: messages.validation.courseFormFallback });
export const deleteCourse = (id: string) =>
  api<{ message: string }>(`/api/courses/${id}`, { method: 'DELETE', fallback: messages.adminSave.deleteCourse });
