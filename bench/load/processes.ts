/**
 * The processes the load scripts start, each from its build: the sync server
 * (`sync-server/dist/start.js`, with the environment `pnpm start` gives it), a standalone runner
 * (`runner/dist/worker-main.js`) and nginx as a reverse proxy, plus waiting for them and reading
 * their memory. Output goes to a log file per process and to listeners (the SMS inbox).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from '../../scripts/server-env.mjs';
import { sleep } from './lab-client.js';

export const root = path.resolve(import.meta.dirname, '../..');

/** Builds what is missing (`pnpm build`). */
export function ensureBuilt() {
  const built = ['pwa/dist/index.html', 'sync-server/dist/start.js', 'runner/dist/worker-main.js'].every((f) =>
    fs.existsSync(path.join(root, f)),
  );
  if (!built && spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('pnpm build failed');
}

export interface Started {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
}

function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv, logDir: string, onOutput?: (text: string) => void): Started {
  const log = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(args[0]!, args.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const onData = (d: Buffer) => {
    const text = d.toString();
    output = (output + text).slice(-200_000);
    log.write(text);
    onOutput?.(text);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.once('exit', () => log.end());
  // A program that cannot start (not installed) is said in its output; waitHealthy reports it.
  child.once('error', (error) => onData(Buffer.from(`${name} could not start: ${error.message}\n`)));
  return { name, child, output: () => output };
}

export function startServer(name: string, env: Record<string, string>, logDir: string, onOutput?: (text: string) => void): Started {
  return startProcess(
    name,
    [process.execPath, 'sync-server/dist/start.js'],
    {
      ...serverEnv(),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SMS_PROVIDER: 'console',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    logDir,
    onOutput,
  );
}

export function startRunner(name: string, env: Record<string, string>, logDir: string): Started {
  return startProcess(name, [process.execPath, 'runner/dist/worker-main.js'], { PATH: process.env.PATH, ...env }, logDir);
}

/** Waits until `url` answers 200 (or the process exits). */
export async function waitHealthy(url: string, p?: Started, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (p && p.child.exitCode !== null) throw new Error(`${p.name} exited ${p.child.exitCode}:\n${p.output().slice(-3000)}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s${p ? `:\n${p.output().slice(-3000)}` : ''}`);
}

export async function waitOutput(p: Started, pattern: RegExp, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!pattern.test(p.output())) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited ${p.child.exitCode}:\n${p.output().slice(-3000)}`);
    if (Date.now() > end) throw new Error(`${p.name} did not print ${pattern}:\n${p.output().slice(-3000)}`);
    await sleep(100);
  }
}

export async function stop(p: Started, signal: NodeJS.Signals = 'SIGTERM') {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill(signal);
  await Promise.race([exited, sleep(15_000).then(() => p.child.kill('SIGKILL'))]);
  await exited;
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The reverse proxy of the scaled shape: nginx from Debian's package, run as this user with its own
 * prefix, logs and temporary files in `dir`, in front of the servers on `upstreams`. The proxying
 * itself is `deploy/nginx/institute-proxy.conf`, the file docs/DEPLOY.md installs, included as is;
 * only the upstream addresses and the listening port (plain HTTP here) are this run's.
 */
export function nginxConfig(o: { dir: string; port: number; upstreams: number[] }) {
  const servers = o.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n');
  return `pid ${o.dir}/nginx.pid;
error_log ${o.dir}/error.log warn;
worker_processes 1;
events { worker_connections 4096; }
http {
  access_log off;
  proxy_temp_path ${o.dir}/proxy;
  fastcgi_temp_path ${o.dir}/fastcgi;
  uwsgi_temp_path ${o.dir}/uwsgi;
  scgi_temp_path ${o.dir}/scgi;
  client_body_temp_path ${o.dir}/body;
  upstream institute {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${o.port};
    server_name localhost;
    include ${path.join(root, 'deploy/nginx/institute-proxy.conf')};
  }
}
`;
}

export function startNginx(o: { dir: string; port: number; upstreams: number[] }, logDir: string): Started {
  fs.mkdirSync(o.dir, { recursive: true });
  const file = path.join(o.dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(o));
  const test = spawnSync('nginx', ['-t', '-p', o.dir, '-c', file, '-e', path.join(o.dir, 'error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}\n${fs.readFileSync(file, 'utf8')}`);
  return startProcess(
    'nginx',
    ['nginx', '-p', o.dir, '-c', file, '-e', path.join(o.dir, 'error.log'), '-g', 'daemon off;'],
    { PATH: process.env.PATH },
    logDir,
  );
}
