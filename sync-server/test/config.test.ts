import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appConfig, ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('defaults to PGlite in ./data on port 3000 with the console SMS provider', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.sms).toEqual({ provider: 'console' });
    expect(c.admin).toBeNull();
  });

  it("fills an app's partial configuration from the same defaults, starting no in-process runner unless asked", () => {
    const fromEnv = loadConfig({});
    const app = appConfig({ publicDir: '/x', sync: { maxConcurrent: 1, maxQueued: 2 }, dataDir: undefined });
    expect(app.sync).toEqual({ maxConcurrent: 1, maxQueued: 2 });
    expect(app.editor).toEqual(fromEnv.editor);
    expect(app.authRateLimitPerMinute).toBe(fromEnv.authRateLimitPerMinute);
    expect(app.defaultUserPassword).toBe(fromEnv.defaultUserPassword);
    expect(app.sms).toEqual(fromEnv.sms);
    expect(path.resolve(app.dataDir)).toBe(fromEnv.dataDir);
    expect(fromEnv.runnerInProcess).toBe(true);
    expect(app.runnerInProcess).toBe(false);
    expect(appConfig({ publicDir: '/x', runnerInProcess: true }).runnerInProcess).toBe(true);
  });

  it('reads the housekeeping schedule, the sync horizon and the code runs kept, with their defaults', () => {
    expect(loadConfig({}).housekeeping).toEqual({ intervalMinutes: 60, horizonDays: 30, codeRunsPerLearner: 100 });
    expect(
      loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: '15', SYNC_HORIZON_DAYS: '90', CODE_RUNS_KEPT_PER_LEARNER: '20' }).housekeeping,
    ).toEqual({ intervalMinutes: 15, horizonDays: 90, codeRunsPerLearner: 20 });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/app',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number between 0 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a whole number between 0 and 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL (got "mysql://x")'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER: must be console, memory or http (got "pigeon")'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_API_KEY: is required when SMS_PROVIDER is http'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'Admin1!x' }, 'ADMIN_EMAIL: must be an email address (got "boss")'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'weak' }, 'ADMIN_PASSWORD: must have at least 6 characters'],
    [
      { SMS_PROVIDER: 'memory', NODE_ENV: 'production' },
      'SMS_PROVIDER: memory keeps codes readable for tests and is allowed only when NODE_ENV is test',
    ],
    // Not only production: any server that is not a test run (issue 13).
    [{ SMS_PROVIDER: 'memory' }, 'SMS_PROVIDER: memory keeps codes readable for tests and is allowed only when NODE_ENV is test'],
    [
      { SMS_PROVIDER: 'memory', NODE_ENV: 'development' },
      'SMS_PROVIDER: memory keeps codes readable for tests and is allowed only when NODE_ENV is test',
    ],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY: must be a comma-separated list of IP addresses or CIDR ranges'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: must be a comma-separated list of IP addresses or CIDR ranges'],
    [{ HOUSEKEEPING_INTERVAL_MINUTES: '0' }, 'HOUSEKEEPING_INTERVAL_MINUTES: must be a whole number from 1 to 1440 (got "0")'],
    [{ SYNC_HORIZON_DAYS: 'a month' }, 'SYNC_HORIZON_DAYS: must be a whole number of at least 1 (got "a month")'],
    [{ CODE_RUNS_KEPT_PER_LEARNER: '-5' }, 'CODE_RUNS_KEPT_PER_LEARNER: must be a whole number of at least 1 (got "-5")'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('allows the memory SMS provider under NODE_ENV=test; trusts no proxy unless TRUST_PROXY names it', () => {
    expect(loadConfig({ SMS_PROVIDER: 'memory', NODE_ENV: 'test' }).sms).toEqual({ provider: 'memory' });
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16,::1 ' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });

  it('never echoes a secret in its error', () => {
    try {
      loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'weakpassword' });
    } catch (e) {
      expect(String(e)).not.toContain('weakpassword');
    }
    expect.assertions(1);
  });

  it('takes the administrator from the environment, email lower-cased', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Admin1!x' }).admin).toEqual({
      email: 'boss@example.com',
      password: 'Admin1!x',
    });
  });
});
