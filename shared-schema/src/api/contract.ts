/**
 * Every endpoint of the REST API, by feature. The server registers each of them and nothing else
 * (a test compares this map with the server's route table); the PWA's client calls them by name.
 */
import { coursesApi } from '../courses/courses.api.js';
import { jobsApi } from '../jobs/jobs.api.js';
import { editorApi } from '../editor/editor.api.js';
import { uploadsApi } from '../files/uploads.api.js';
import { paymentsApi } from '../payments/payments.api.js';
import { quizApi } from '../quiz/quiz.api.js';
import { syncApi } from '../sync/sync.api.js';
import { healthApi, metricsApi } from './health.api.js';
import { authApi } from '../users/auth.api.js';
import { usersApi } from '../users/users.api.js';
import { adminApi } from '../admin/admin.api.js';
import { adminMessagesApi } from '../admin/admin-messages.api.js';
import { adminExportsApi } from '../admin/admin-exports.api.js';
import { adminAuditApi } from '../admin/admin-audit.api.js';
import { adminAnalyticsApi } from '../admin/analytics.api.js';
import { testimonialsApi } from '../testimonials/testimonials.api.js';
import { contactApi } from '../contact/contact.api.js';
import { liveSessionsApi } from '../sessions/live-sessions.api.js';
import { contentApi } from '../courses/content.api.js';
import { contentUploadsApi } from '../courses/content-uploads.api.js';
import { calendarFeedApi } from '../sessions/calendar-feed.api.js';
import { publicProfileApi } from '../users/public-profile.api.js';
import { assignmentsApi } from '../assignments/assignments.api.js';
import { siteContentApi } from '../site/site-content.api.js';

export const apiContract = {
  health: healthApi,
  metrics: metricsApi,
  courses: coursesApi,
  jobs: jobsApi,
  auth: authApi,
  users: usersApi,
  admin: adminApi,
  adminMessages: adminMessagesApi,
  adminExports: adminExportsApi,
  adminAudit: adminAuditApi,
  adminAnalytics: adminAnalyticsApi,
  testimonials: testimonialsApi,
  contact: contactApi,
  quiz: quizApi,
  editor: editorApi,
  sync: syncApi,
  uploads: uploadsApi,
  payments: paymentsApi,
  liveSessions: liveSessionsApi,
  content: contentApi,
  contentUploads: contentUploadsApi,
  calendarFeed: calendarFeedApi,
  publicProfile: publicProfileApi,
  assignments: assignmentsApi,
  siteContent: siteContentApi,
} as const;
