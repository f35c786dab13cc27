/**
 * One Vitest run for the whole workspace. The server's tests run twice: once on embedded PGlite
 * and once on the PostgreSQL server at TEST_POSTGRES_URL (a fresh database per test file).
 */
import { configDefaults, defineConfig } from 'vitest/config';
import { sourceConditions } from './vitest.shared.js';

const server = (db: 'pglite' | 'postgres') => ({
  extends: './sync-server/vitest.config.ts',
  test: {
    name: `sync-server (${db})`,
    root: './sync-server',
    env: { TEST_DATABASE: db },
    // Runner processes sharing one queue across machines: the scaled shape, PostgreSQL only.
    ...(db === 'pglite' ? { exclude: [...configDefaults.exclude, 'test/runner-queue.test.ts'] } : {}),
  },
});

/** The bank's own checks (`scripts/quiz`), run as a newcomer runs them. */
const scripts = { ...sourceConditions, test: { name: 'scripts', root: './scripts', include: ['**/*.test.ts'] } };

export default defineConfig({
  test: {
    projects: ['./shared-schema', './runner', './pwa', server('pglite'), server('postgres'), scripts],
  },
});
