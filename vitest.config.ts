/**
 * One Vitest run for the whole workspace. The server's tests run twice: once on embedded PGlite
 * and once on the PostgreSQL server at TEST_POSTGRES_URL (a fresh database per test file).
 */
import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { sourceConditions } from './vitest.shared.js';

const server = (db: 'pglite' | 'postgres') => ({
  extends: './sync-server/vitest.config.ts',
  test: {
    name: `sync-server (${db})`,
    root: './sync-server',
    env: { TEST_DATABASE: db },
    // `*.postgres.test.ts`: what needs several connections or processes on one database (runner
    // processes sharing a queue, claims racing, servers sharing housekeeping): PostgreSQL only.
    ...(db === 'pglite' ? { exclude: [...configDefaults.exclude, 'test/**/*.postgres.test.ts'] } : {}),
  },
});

/** The bank's own checks (`scripts/quiz`), run as a newcomer runs them. */
const scripts = { ...sourceConditions, test: { name: 'scripts', root: './scripts', include: ['**/*.test.ts'] } };

export default defineConfig({
  test: {
    // Vitest's default leaves a core free: one file at a time on CI's two cores. The server's files
    // wait on PostgreSQL, child processes and the sandbox much of the time, so two at once took the
    // whole run from 740 s to 463 s there (docs/PERFORMANCE.md, "The test run").
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: ['./shared-schema', './runner', './pwa', server('pglite'), server('postgres'), scripts],
  },
});
