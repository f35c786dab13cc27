/**
 * The Fastify app factory: external plugins, then the app's own plugins, then the feature routes.
 * Tests build it with an open database and call it with `app.inject`; `start.ts` adds listening.
 */
import https from 'node:https';
import type http from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { appConfig, type PartialConfig } from './config.js';
import type { Database } from './db/database.js';
import { databasePlugin } from './plugins/database.plugin.js';
import { staticPlugin } from './plugins/static.plugin.js';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.js';
import { healthRoutes } from './features/health/health.routes.js';
import { metricsRoutes } from './features/health/metrics.routes.js';
import { metricsPlugin } from './plugins/metrics.plugin.js';
import { coursesRoutes } from './features/courses/courses.routes.js';
import { jobsRoutes } from './features/jobs/jobs.routes.js';
import { jobPagesRoutes } from './features/jobs/job-pages.routes.js';
import { publicPagesRoutes } from './features/public-pages/public-pages.routes.js';
import { authPlugin } from './auth/auth.plugin.js';
import { getOrCreateSecret } from './auth/server-secret.js';
import { serverSettingKeys } from './db/server-settings.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { OtpService } from './features/auth/otp.service.js';
import { createSmsProvider, type SmsProvider } from './features/auth/sms.js';
import { errorHandler } from './plugins/error-handler.js';
import { withMessageCodes } from './plugins/message-codes.js';
import { apiContractPlugin } from './plugins/api-contract.plugin.js';
import { UploadStore } from './features/uploads/upload-store.js';
import { usersRoutes } from './features/users/users.routes.js';
import { adminStatsRoutes } from './features/admin/admin-stats.routes.js';
import { quizRoutes } from './features/quiz/quiz.routes.js';
import { syncRoutes } from './features/sync/sync.routes.js';
import { testimonialsRoutes } from './features/testimonials/testimonials.routes.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { adminMessagesRoutes } from './features/contact/admin-messages.routes.js';
import { exportsRoutes } from './features/exports/exports.routes.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { analyticsRoutes } from './features/analytics/analytics.routes.js';
import { uploadsRoutes } from './features/uploads/uploads.routes.js';
import { siteContentRoutes } from './features/site-content/site-content.routes.js';
import { quizAttemptsRoutes } from './features/quiz/quiz-attempts.routes.js';
import { editorRoutes } from './features/editor/editor.routes.js';
import { startInProcessRunner } from './features/editor/in-process-runner.js';
import type { RunnerConfig } from '@institute/runner';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { liveSessionsRoutes } from './features/live-sessions/live-sessions.routes.js';
import { courseContentRoutes } from './features/course-content/course-content.routes.js';
import { contentTusRoutes } from './features/course-content/content-tus.routes.js';
import { calendarFeedRoutes } from './features/calendar-feed/calendar-feed.routes.js';
import { publicProfileRoutes } from './features/public-profile/public-profile.routes.js';
import { assignmentsRoutes } from './features/assignments/assignments.routes.js';
import { SmsOutbox } from './features/notifications/notifications.service.js';
import { startHousekeeping } from './features/housekeeping/housekeeping.service.js';
import { caPageRoutes, type CaPageOptions } from './https/ca-page.routes.js';
import type { TlsFiles } from './https/lab-https.js';

export interface AppOptions {
  /** Settings; what is left out takes its default from config.ts (`appConfig`). */
  config: PartialConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where one-time codes go; by default the provider the configuration names (console). */
  sms?: SmsProvider;
  /** Requests per minute per client address on each auth route; overrides the configuration (tests). */
  authRateLimitPerMinute?: number;
  /** False when another app shares the database (tests): then closing this app leaves it open. */
  closeDatabase?: boolean;
  /** Rows per sync pull answer; tests use small pages. */
  syncPageRows?: number;
  /** Limits of the in-process runner (config.runnerInProcess); by default from the RUNNER_* variables. */
  runner?: RunnerConfig;
  /** The server's clock: live sessions' join rules and the receipt time of submissions read it; tests move it. */
  now?: () => number;
  /** Serve HTTPS with this key and certificate (HTTPS=auto or on); plain HTTP without. */
  tls?: TlsFiles;
  /** The /ca page of the lab's own certificate authority (HTTPS=auto). */
  caPage?: CaPageOptions;
}

export async function buildApp({
  config: given,
  database,
  logger = false,
  sms,
  authRateLimitPerMinute,
  closeDatabase = true,
  syncPageRows,
  runner,
  now,
  tls,
  caPage,
}: AppOptions) {
  const config = appConfig(given);
  // X-Forwarded-For is read only from the configured proxies (TRUST_PROXY); otherwise the client's
  // address (the rate limits' key) is the connection's, which a client cannot choose.
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy.length ? [...config.trustProxy] : false,
    bodyLimit: 1024 * 1024,
    // An HTTPS server is an HTTP server to Fastify (https.Server extends it): one app type either way.
    ...(tls ? { serverFactory: (handler: http.RequestListener) => https.createServer({ key: tls.key, cert: tls.cert }, handler) } : {}),
  });
  app.setErrorHandler(errorHandler);
  app.addHook('preSerialization', withMessageCodes);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(databasePlugin, { database, closeWithApp: closeDatabase });
  await app.register(metricsPlugin, { processMetrics: config.metricsToken !== null });
  await app.register(authPlugin);
  await app.register(apiContractPlugin);

  if (!sms && config.sms.provider === 'memory' && config.env !== 'test')
    throw new Error('The memory SMS provider keeps codes readable and is allowed only when NODE_ENV is test');
  const smsProvider = sms ?? createSmsProvider(config.sms);
  if (smsProvider.kind === 'memory' && config.env === 'test')
    app.log.warn('SMS_PROVIDER=memory: one-time codes are kept in memory and readable from this machine at GET /api/dev/sms (tests only)');
  // Decisions' SMS leave after their transaction commits; a timer retries the ones that failed.
  const smsOutbox = new SmsOutbox(database.db, smsProvider);
  app.decorate('smsOutbox', smsOutbox);
  const smsRetry = setInterval(() => void smsOutbox.deliver().catch((e: unknown) => app.log.error(e, 'sms outbox')), 30_000);
  smsRetry.unref();
  app.addHook('onClose', async () => clearInterval(smsRetry));
  app.decorate('housekeeping', startHousekeeping(app, database.db, config.housekeeping, now));
  const otp = new OtpService(database.db, smsProvider, await getOrCreateSecret(database.db, serverSettingKeys.otpSecret));
  await app.register(healthRoutes, { dataDir: config.dataDir, minFreeDiskBytes: config.minFreeDiskBytes });
  await app.register(metricsRoutes, { token: config.metricsToken });
  await app.register(coursesRoutes, { listCacheSeconds: config.pageCacheSeconds });
  await app.register(jobsRoutes);
  await app.register(authRoutes, {
    otp,
    sms: smsProvider,
    rateLimitPerMinute: authRateLimitPerMinute ?? config.authRateLimitPerMinute,
    devSms: config.env === 'test',
  });
  const uploads = new UploadStore(database.db, path.join(config.dataDir, 'uploads'), config.uploads);
  await app.register(usersRoutes, {
    uploads,
    adminSecretCode: config.adminSecretCode,
    defaultUserPassword: config.defaultUserPassword,
    otp,
    rateLimitPerMinute: authRateLimitPerMinute ?? config.authRateLimitPerMinute,
  });
  await app.register(adminStatsRoutes);
  await app.register(quizRoutes);
  await app.register(uploadsRoutes, { uploads });
  const submitsPerMinute = authRateLimitPerMinute ?? config.authRateLimitPerMinute;
  await app.register(testimonialsRoutes, { submitsPerMinute });
  await app.register(contactRoutes, { submitsPerMinute });
  await app.register(adminMessagesRoutes);
  await app.register(exportsRoutes);
  await app.register(auditRoutes);
  await app.register(analyticsRoutes, { now });
  await app.register(syncRoutes, { ...config.sync, pageRows: syncPageRows, now });
  await app.register(quizAttemptsRoutes);
  await app.register(editorRoutes, config.editor);
  if (config.runnerInProcess) await startInProcessRunner(app, runner);
  await app.register(paymentsRoutes, { uploads, smsOutbox });
  await app.register(liveSessionsRoutes, { now });
  await app.register(courseContentRoutes, { uploads });
  await app.register(contentTusRoutes, {
    uploads,
    directory: path.join(config.dataDir, 'uploads', 'tus'),
    maxVideoBytes: config.contentUploadMaxBytes,
  });
  await app.register(calendarFeedRoutes, { publicDir: config.publicDir });
  await app.register(publicProfileRoutes, { uploads });
  await app.register(assignmentsRoutes, { uploads });
  await app.register(siteContentRoutes, { uploads });
  await app.register(jobPagesRoutes, { publicDir: config.publicDir });
  await app.register(publicPagesRoutes, config);
  if (caPage) await app.register(caPageRoutes, caPage);
  await app.register(staticPlugin, { root: config.publicDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
