/**
 * Configuration from the environment, validated once at start. A bad value stops the server with
 * a message naming the variable, what it must be and what it was; nothing is guessed.
 */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { strongPassword } from '@institute/shared-schema';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const optional = z
  .string()
  .optional()
  .transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim()));

/**
 * Every setting's default, once: what an unset variable means (`loadConfig`), and what an app built
 * from a partial configuration gets (`appConfig`, the tests). Nothing else in the server repeats them.
 */
export const configDefaults = {
  env: 'development',
  host: '127.0.0.1',
  port: 3000,
  dataDir: './data',
  admin: null,
  adminSecretCode: null,
  defaultUserPassword: 'Welcome@123',
  sms: { provider: 'console' },
  logLevel: 'info',
  authRateLimitPerMinute: 10,
  trustProxy: [],
  seedDemoData: true,
  sync: { maxConcurrent: 8, maxQueued: 200 },
  runnerInProcess: true,
  editor: { runsPerMinute: 30, maxQueued: 100, waitSeconds: 60 },
  uploads: { quotaBytes: 100 * 1024 * 1024, perHour: 30 },
  publicUrl: null,
  pageCacheSeconds: 10,
  contentUploadMaxBytes: 2000 * 1024 * 1024,
  backup: { dir: null, dailyAt: null, keep: 7 },
  metricsToken: null,
  minFreeDiskBytes: 500 * 1024 * 1024,
  housekeeping: { intervalMinutes: 60, horizonDays: 30, codeRunsPerLearner: 100 },
  https: { mode: 'off' },
  httpPort: 80,
} as const satisfies Omit<Config, 'database' | 'publicDir'>;

/** A whole number from `min` (to `max`), with the one message that names its bounds. */
function wholeNumber(fallback: number, min: number, max?: number, words?: string) {
  const message =
    words ?? (max === undefined ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`);
  const bounded = z.coerce.number({ error: message }).int(message).min(min, message);
  return (max === undefined ? bounded : bounded.max(max, message)).default(fallback);
}

const port = (fallback: number) => wholeNumber(fallback, 0, 65535, 'must be a whole number between 0 and 65535');

/** One TRUST_PROXY entry: an IPv4 or IPv6 address, optionally with a /prefix (a CIDR range). */
export function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A comma-separated list, entries trimmed and empty ones dropped; unset is the empty list. */
const commaList = optional.transform((s) =>
  s === undefined
    ? []
    : s
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
);

const trueOrFalse = (fallback: boolean) =>
  z.enum(['true', 'false'], { error: 'must be true or false' }).default(fallback ? 'true' : 'false');

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default(configDefaults.env),
    HOST: z.string().default(configDefaults.host),
    PORT: port(configDefaults.port),
    DATABASE_URL: optional.refine((s) => s === undefined || /^postgres(ql)?:\/\//.test(s), 'must be a postgres:// or postgresql:// URL'),
    DATA_DIR: z.string().default(configDefaults.dataDir),
    PUBLIC_DIR: optional,
    ADMIN_EMAIL: optional.refine((s) => s === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'must be an email address'),
    ADMIN_PASSWORD: optional.refine(
      (s) => s === undefined || strongPassword.safeParse(s).success,
      'must have at least 6 characters, 1 uppercase letter, 1 number and 1 special character (!@#$%^&*)',
    ),
    SMS_PROVIDER: z.enum(['console', 'memory', 'http'], { error: 'must be console, memory or http' }).default(configDefaults.sms.provider),
    SMS_HTTP_URL: optional,
    SMS_API_KEY: optional,
    SMS_SENDER_ID: optional,
    SMS_TEMPLATE_ID: optional,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level (info, warn, ...)' })
      .default(configDefaults.logLevel),
    ADMIN_SECRET_CODE: optional,
    DEFAULT_USER_PASSWORD: optional.refine(
      (s) => s === undefined || strongPassword.safeParse(s).success,
      'must have at least 6 characters, 1 uppercase letter, 1 number and 1 special character (!@#$%^&*)',
    ),
    AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(configDefaults.authRateLimitPerMinute, 1),
    TRUST_PROXY: commaList.refine(
      (list) => list.every(isAddressOrCidr),
      'must be a comma-separated list of IP addresses or CIDR ranges (10.0.0.0/8)',
    ),
    SEED_DEMO_DATA: trueOrFalse(configDefaults.seedDemoData),
    SYNC_MAX_CONCURRENT: wholeNumber(configDefaults.sync.maxConcurrent, 1),
    SYNC_MAX_QUEUED: wholeNumber(configDefaults.sync.maxQueued, 0),
    RUNNER_IN_PROCESS: trueOrFalse(configDefaults.runnerInProcess),
    EDITOR_RUNS_PER_MINUTE: wholeNumber(configDefaults.editor.runsPerMinute, 1),
    EDITOR_MAX_QUEUED: wholeNumber(configDefaults.editor.maxQueued, 1),
    EDITOR_WAIT_SECONDS: wholeNumber(configDefaults.editor.waitSeconds, 1),
    UPLOAD_QUOTA_MB: wholeNumber(configDefaults.uploads.quotaBytes / (1024 * 1024), 1),
    UPLOADS_PER_HOUR: wholeNumber(configDefaults.uploads.perHour, 1),
    PUBLIC_URL: optional.refine(
      (s) => s === undefined || /^https?:\/\/[^/\s?#]+$/.test(s.replace(/\/$/, '')),
      "must be the site's origin, such as https://learn.example.org",
    ),
    PAGE_CACHE_SECONDS: wholeNumber(configDefaults.pageCacheSeconds, 0, 60, 'must be a whole number between 0 and 60'),
    CONTENT_UPLOAD_MAX_MB: wholeNumber(configDefaults.contentUploadMaxBytes / (1024 * 1024), 1, 2000),
    BACKUP_DIR: optional,
    BACKUP_DAILY_AT: optional.refine(
      (s) => s === undefined || /^([01]\d|2[0-3]):[0-5]\d$/.test(s),
      "must be a time of day as HH:MM (24-hour, the server's local time), such as 02:30",
    ),
    BACKUP_KEEP: wholeNumber(configDefaults.backup.keep, 1, 1000),
    METRICS_TOKEN: optional.refine((s) => s === undefined || s.length >= 16, 'must be at least 16 characters (a random secret)'),
    HEALTH_MIN_FREE_DISK_MB: wholeNumber(configDefaults.minFreeDiskBytes / (1024 * 1024), 0),
    HOUSEKEEPING_INTERVAL_MINUTES: wholeNumber(configDefaults.housekeeping.intervalMinutes, 1, 1440),
    SYNC_HORIZON_DAYS: wholeNumber(configDefaults.housekeeping.horizonDays, 1),
    CODE_RUNS_KEPT_PER_LEARNER: wholeNumber(configDefaults.housekeeping.codeRunsPerLearner, 1),
    HTTPS: z.enum(['off', 'auto', 'on'], { error: 'must be off, auto or on' }).default(configDefaults.https.mode),
    HTTPS_HOSTS: commaList,
    HTTPS_CERT: optional,
    HTTPS_KEY: optional,
    HTTP_PORT: port(configDefaults.httpPort),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined))
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
    if (env.SMS_PROVIDER === 'http')
      for (const key of ['SMS_HTTP_URL', 'SMS_API_KEY', 'SMS_SENDER_ID', 'SMS_TEMPLATE_ID'] as const)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER is http' });
    // The memory provider lets a loopback caller read every code (GET /api/dev/sms): tests only.
    if (env.SMS_PROVIDER === 'memory' && env.NODE_ENV !== 'test')
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'memory keeps codes readable for tests and is allowed only when NODE_ENV is test',
      });
    if (env.HTTPS === 'on')
      for (const key of ['HTTPS_CERT', 'HTTPS_KEY'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when HTTPS is on (the certificate and key files)' });
    for (const name of env.HTTPS_HOSTS)
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(name) && !net.isIP(name))
        ctx.addIssue({ code: 'custom', path: ['HTTPS_HOSTS'], message: 'must be a comma-separated list of host names or IP addresses' });
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  dataDir: string;
  publicDir: string;
  admin: { email: string; password: string } | null;
  /** Needed to create another administrator from the Users page; without it only the command can. */
  adminSecretCode: string | null;
  /** The password of users an administrator adds (they change it from their profile). */
  defaultUserPassword: string;
  sms: { provider: 'console' | 'memory' } | { provider: 'http'; url: string; apiKey: string; senderId: string; templateId: string };
  logLevel: string;
  /** Requests per minute per client address on each sign-in, registration and code route. */
  authRateLimitPerMinute: number;
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of the server (TRUST_PROXY). Only a
   * request from one of them has its X-Forwarded-For read for the client's address (the rate
   * limits' key); empty (the default) trusts no proxy and the address is the connection's.
   */
  trustProxy: readonly string[];
  seedDemoData: boolean;
  /** Sync requests served at once, and waiting beyond those; more are told to retry later. */
  sync: { maxConcurrent: number; maxQueued: number };
  /** Run code in this process (the single-machine default); false when standalone runners serve the queue. */
  runnerInProcess: boolean;
  /** `POST /api/editor/run`: runs per user per minute, queue length that answers 503, seconds to wait for a result. */
  editor: { runsPerMinute: number; maxQueued: number; waitSeconds: number };
  /** What one account may store: bytes in all (413 past it) and files per hour (429 with Retry-After past it). */
  uploads: { quotaBytes: number; perHour: number };
  /**
   * The site's origin as visitors reach it (PUBLIC_URL), for canonical links, Open Graph and the
   * sitemap; unset, each page names the origin it was asked on.
   */
  publicUrl: string | null;
  /** How long a public page rendered with its data is reused before it is rendered again (≤ 60: a change shows within a minute). */
  pageCacheSeconds: number;
  /** The largest lesson video a resumable upload may carry, in bytes (CONTENT_UPLOAD_MAX_MB; 2,000 MB at most, the column's bound). */
  contentUploadMaxBytes: number;
  /**
   * Backups: the folder archives go to (BACKUP_DIR; default DATA_DIR/backups), the time of day the
   * server makes one (BACKUP_DAILY_AT, HH:MM local; null: no daily backup) and how many it keeps.
   */
  backup: { dir: string | null; dailyAt: string | null; keep: number };
  /** The bearer token of GET /metrics (METRICS_TOKEN); null: the route does not exist. */
  metricsToken: string | null;
  /** /api/health answers degraded (503) when DATA_DIR's disk has less free space than this. */
  minFreeDiskBytes: number;
  /**
   * Scheduled housekeeping (features/housekeeping): a pass every `intervalMinutes`; sync tombstones
   * and acknowledged push records older than `horizonDays` are deleted (a device that has not synced
   * since starts its buckets afresh); each learner keeps their newest `codeRunsPerLearner` finished runs.
   */
  housekeeping: { intervalMinutes: number; horizonDays: number; codeRunsPerLearner: number };
  /**
   * HTTPS: off (plain HTTP, the default), auto (a local certificate authority made once in
   * DATA_DIR/https and a certificate for this machine's names and addresses plus `hosts`), or on
   * (the institute's own certificate and key files).
   */
  https: { mode: 'off' } | { mode: 'auto'; hosts: readonly string[] } | { mode: 'on'; certFile: string; keyFile: string };
  /** Under HTTPS, the plain HTTP port that redirects to HTTPS and serves the /ca page (HTTP_PORT). */
  httpPort: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = String(i.path[0] ?? '');
      const got = env[key];
      return `  ${key}: ${i.message}${got !== undefined && !['ADMIN_PASSWORD', 'SMS_API_KEY', 'ADMIN_SECRET_CODE', 'DEFAULT_USER_PASSWORD', 'METRICS_TOKEN'].includes(key) ? ` (got "${got}")` : ''}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    publicDir: e.PUBLIC_DIR ? path.resolve(e.PUBLIC_DIR) : path.resolve(packageDir, '../pwa/dist'),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : null,
    adminSecretCode: e.ADMIN_SECRET_CODE ?? configDefaults.adminSecretCode,
    defaultUserPassword: e.DEFAULT_USER_PASSWORD ?? configDefaults.defaultUserPassword,
    sms:
      e.SMS_PROVIDER === 'http'
        ? { provider: 'http', url: e.SMS_HTTP_URL!, apiKey: e.SMS_API_KEY!, senderId: e.SMS_SENDER_ID!, templateId: e.SMS_TEMPLATE_ID! }
        : { provider: e.SMS_PROVIDER },
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    sync: { maxConcurrent: e.SYNC_MAX_CONCURRENT, maxQueued: e.SYNC_MAX_QUEUED },
    runnerInProcess: e.RUNNER_IN_PROCESS === 'true',
    editor: { runsPerMinute: e.EDITOR_RUNS_PER_MINUTE, maxQueued: e.EDITOR_MAX_QUEUED, waitSeconds: e.EDITOR_WAIT_SECONDS },
    uploads: { quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024, perHour: e.UPLOADS_PER_HOUR },
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? configDefaults.publicUrl,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    contentUploadMaxBytes: e.CONTENT_UPLOAD_MAX_MB * 1024 * 1024,
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
      dailyAt: e.BACKUP_DAILY_AT ?? configDefaults.backup.dailyAt,
      keep: e.BACKUP_KEEP,
    },
    metricsToken: e.METRICS_TOKEN ?? configDefaults.metricsToken,
    minFreeDiskBytes: e.HEALTH_MIN_FREE_DISK_MB * 1024 * 1024,
    housekeeping: {
      intervalMinutes: e.HOUSEKEEPING_INTERVAL_MINUTES,
      horizonDays: e.SYNC_HORIZON_DAYS,
      codeRunsPerLearner: e.CODE_RUNS_KEPT_PER_LEARNER,
    },
    https:
      e.HTTPS === 'auto'
        ? { mode: 'auto', hosts: e.HTTPS_HOSTS }
        : e.HTTPS === 'on'
          ? { mode: 'on', certFile: path.resolve(e.HTTPS_CERT!), keyFile: path.resolve(e.HTTPS_KEY!) }
          : configDefaults.https,
    httpPort: e.HTTP_PORT,
  };
}

/** The settings `buildApp` uses. */
export type AppSettings = Pick<
  Config,
  | 'env'
  | 'dataDir'
  | 'publicDir'
  | 'adminSecretCode'
  | 'defaultUserPassword'
  | 'sms'
  | 'authRateLimitPerMinute'
  | 'trustProxy'
  | 'sync'
  | 'runnerInProcess'
  | 'editor'
  | 'uploads'
  | 'publicUrl'
  | 'pageCacheSeconds'
  | 'contentUploadMaxBytes'
  | 'metricsToken'
  | 'minFreeDiskBytes'
  | 'housekeeping'
>;

/** What `buildApp` is given: the public folder, and any other settings (tests give few; start.ts gives all). */
export type PartialConfig = Pick<AppSettings, 'publicDir'> & Partial<AppSettings>;

/**
 * The app's settings from a partial configuration: what is left out takes its default, except
 * the in-process runner, which starts only when asked for, so a test app that runs no code
 * starts no sandbox host.
 */
export function appConfig(partial: PartialConfig): AppSettings {
  const given = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined)) as PartialConfig;
  return { ...configDefaults, runnerInProcess: false, ...given };
}
