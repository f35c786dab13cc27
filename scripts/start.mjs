#!/usr/bin/env node
/**
 * `pnpm start`: builds the workspace when a build is missing or older than its sources, then
 * starts the server (PGlite in ./data unless DATABASE_URL is set), which serves the PWA and prints
 * its address and, on the first start, the administrator's login.
 */
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from './server-env.mjs';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['pwa/dist/index.html', 'sync-server/dist/start.js', 'shared-schema/dist/index.js', 'runner/dist/index.js'];
const sources = ['pwa/src', 'pwa/index.html', 'pwa/vite.config.ts', 'sync-server/src', 'shared-schema/src', 'runner/src', 'pnpm-lock.yaml'];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((f) => newest(path.join(p, f))));
}

const built = outputs.every((o) => fs.existsSync(path.join(root, o)));
const stale = built && Math.max(...sources.map(newest)) > Math.min(...outputs.map((o) => fs.statSync(path.join(root, o)).mtimeMs));
if (!built || stale) {
  console.log(built ? 'Sources changed since the last build: building...' : 'First start: building the app...');
  // Under `npx pnpm start` there may be no pnpm on PATH: call the pnpm that is running this script.
  const [cmd, args] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, 'build']] : ['pnpm', ['build']];
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['sync-server/dist/start.js'], { cwd: root, stdio: 'inherit', env: serverEnv() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
