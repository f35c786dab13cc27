import type { FastifyPluginAsync } from 'fastify';
import { listPublishedCourses } from './courses.repository.js';

/** Public course list (site spec section 7: GET /api/courses). `_id` is kept for older clients. */
export const coursesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/courses', async () => {
    const courses = await listPublishedCourses(app.database.db);
    return courses.map((c) => ({ _id: c.id, ...c }));
  });
};
