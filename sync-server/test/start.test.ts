/**
 * The server as a newcomer starts it: a real process on an empty data folder. It prints its
 * address and the generated administrator login once, answers, shuts down cleanly on SIGTERM, and
 * refuses bad configuration with a clear message.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from './test-database.js';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'institute-start-'));
// On PostgreSQL the process gets an empty database of its own; on PGlite, the empty data folder.
const database = testDatabaseKind === 'postgres' ? await createTestDatabase({ migrate: false }) : null;
const dbEnv: Record<string, string> = database?.url ? { DATABASE_URL: database.url } : {};
afterAll(async () => {
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Started {
  output: () => string;
  url: Promise<string>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/start.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), PORT: '0', LOG_LEVEL: 'warn', ...dbEnv, ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /ready at (http:\/\/\S+)/.exec(output);
      if (m) resolve(m[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return {
    output: () => output,
    url,
    stop: async (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}

describe(`starting the server process on ${testDatabaseKind}`, () => {
  it('first start: prints the address and a generated admin login once; stops cleanly', async () => {
    const first = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const url = await first.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.output()).toMatch(/Sign in with {2}admin@institute\.local {2}\/ {2}\S+/);
    const health = (await (await fetch(`${url}/api/health`)).json()) as { database: string };
    expect(health.database).toBe(testDatabaseKind);
    // A newcomer can register: the default console provider prints the code in the server's output.
    const sent = await fetch(`${url}/api/auth/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9123456789' }),
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => first.output()).toMatch(/\[sms\] to 9123456789: \d{6} is your EPL verification code/);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = startServer({ DATA_DIR: dataDir });
    await second.url;
    expect(second.output()).not.toContain('Sign in with');
    expect(await second.stop('SIGINT')).toBe(0);
  }, 60_000);

  it('refuses a bad value with the variable, the rule and the value', async () => {
    const bad = startServer({ DATA_DIR: dataDir, PORT: 'eighty' });
    await expect(bad.url).rejects.toThrow('PORT: must be a whole number between 0 and 65535 (got "eighty")');
    expect(await bad.stop()).toBe(2);
  }, 30_000);
});
