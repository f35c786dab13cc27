/** Courses on the wire (site spec section 7): the public list, one course, the administrator's writes. */
import { z } from 'zod';
import { defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { idParams } from '../fields.js';
import { courseFormSchema, courseSchema } from './course.schema.js';

const courseAnswer = z.object({ message: z.string(), course: courseSchema });

export const coursesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/courses',
    access: 'public',
    summary: 'Published, active courses',
    query: noQuery,
    answers: { 200: z.array(courseSchema) },
  }),
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/admin/courses',
    access: 'admin',
    summary: 'Every course, drafts and inactive ones included',
    query: noQuery,
    answers: { 200: z.array(courseSchema) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/courses/:id',
    access: 'public',
    summary: 'One course (a draft only for an administrator)',
    params: idParams,
    query: noQuery,
    answers: { 200: courseSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/courses',
    access: 'admin',
    summary: 'Create a course',
    body: courseFormSchema,
    answers: { 201: courseAnswer },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/courses/:id',
    access: 'admin',
    summary: 'Change a course',
    params: idParams,
    body: courseFormSchema,
    answers: { 200: courseAnswer },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/courses/:id',
    access: 'admin',
    summary: 'Delete a course that has no enrolments or payment records',
    params: idParams,
    answers: { 200: messageAnswer },
  }),
} as const;
