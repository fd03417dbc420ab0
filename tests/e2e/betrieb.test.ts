/** The built server as an operator runs it: first admin without demo data, graceful SIGTERM, npm passing signals, backup. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db';

const ROOT = new URL('../../', import.meta.url).pathname;
const BUILT = join(ROOT, 'dist/server/server.js');
const ADMIN_PASSWORD = 'Sicher#Passwort9';

/** `npm test` builds before the e2e project; a single file run builds the server once if it is missing. */
function ensureBuilt(): void {
  if (!existsSync(BUILT)) spawnSync('npx', ['tsx', 'server/build-cli.ts'], { cwd: ROOT, stdio: 'inherit' });
}

function run(args: string[], env: Record<string, string>, input?: string) {
  return spawnSync('npm', ['run', '-s', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    input,
    encoding: 'utf8',
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(command: string[], env: Record<string, string>): Promise<Started> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', PGLITE_FSYNC: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(output);
    if (
      await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, port, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`nicht bereit:\n${output}`);
}

/** Status and Connection header of a request over `agent` (a kept-alive connection; fetch hides the Connection header). */
function answer(
  port: number,
  path: string,
  agent: Agent,
  body?: unknown,
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const loginStatus = (port: number, username: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).then((r) => r.status);

describe('operating the built server', () => {
  let dataDir: string;
  const env = () => ({
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    PGLITE_FSYNC: 'off',
    DATABASE_URL: '',
    SHUTDOWN_GRACE_MS: '0',
  });
  beforeAll(() => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'don-betrieb-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the first admin with a typed password on a database without demo data; the demo password is refused', () => {
    const refused = run(['admin', '--', 'create', 'chefin', '--password-stdin'], env(), DEMO_PASSWORD);
    expect(refused.status, refused.stdout + refused.stderr).toBe(2);
    expect(refused.stderr).toContain('Passwort der Demodaten');
    const weak = run(['admin', '--', 'create', 'chefin', '--password-stdin'], env(), 'kurz');
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain('Bitte mindestens 8, max. 25 Zeichen');
    const created = run(['admin', '--', 'create', 'chefin', '--password-stdin'], env(), ADMIN_PASSWORD);
    expect(created.status, created.stderr).toBe(0);
  });

  it('serves with plain node: no demo account, the new admin logs in; SIGTERM lets a request in flight finish and exits 0', async () => {
    const server = await start([process.execPath, BUILT], env());
    expect(await loginStatus(server.port, 'admin', DEMO_PASSWORD)).toBe(401);
    expect(await loginStatus(server.port, 'demo', DEMO_PASSWORD)).toBe(401);
    expect(await loginStatus(server.port, 'chefin', ADMIN_PASSWORD)).toBe(200);
    // A login whose body is still arriving when the signal comes: the request is in flight.
    const body = JSON.stringify({ username: 'chefin', password: ADMIN_PASSWORD });
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const answered = new Promise((r) => socket.on('close', r));
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST /api/authentication/login HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    while (!server.output().includes('Server wird beendet')) await new Promise((r) => setTimeout(r, 50));
    socket.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('accessToken');
    expect(await server.exited).toBe(0);
  });

  it('after SIGTERM accepts no connection but serves the open ones, each answer closing its connection; then exits 0', async () => {
    const server = await start([process.execPath, BUILT], { ...env(), SHUTDOWN_GRACE_MS: '4000' });
    // Two connections open before the signal, as a proxy holds them.
    const [first, second] = [
      new Agent({ keepAlive: true, maxSockets: 1 }),
      new Agent({ keepAlive: true, maxSockets: 1 }),
    ];
    expect(await answer(server.port, '/api/ready', first)).toEqual({ status: 200, connection: 'keep-alive' });
    expect(await answer(server.port, '/api/health', second)).toEqual({ status: 200, connection: 'keep-alive' });
    server.child.kill('SIGTERM');
    while (!server.output().includes('offene werden noch bedient')) await new Promise((r) => setTimeout(r, 50));
    // A new connection is refused (a proxy sends the request elsewhere, a POST too) …
    await expect(answer(server.port, '/api/health', new Agent())).rejects.toThrow(/ECONNREFUSED/);
    // … the open ones are served, not ready any more, and closed after their answer.
    expect(await answer(server.port, '/api/ready', first)).toEqual({ status: 503, connection: 'close' });
    expect(
      await answer(server.port, '/api/authentication/login', second, { username: 'chefin', password: ADMIN_PASSWORD }),
    ).toEqual({ status: 200, connection: 'close' });
    expect(await server.exited).toBe(0);
  });

  it('backs up the running server and restores with it stopped', async () => {
    const server = await start([process.execPath, BUILT], env());
    const file = join(dataDir, 'sicherung.tar.gz');
    const backup = run(['backup', '--', file], env());
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('vom laufenden Server');
    expect(run(['restore', '--', file], env()).status).toBe(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // A change after the backup …
    expect(run(['admin', '--', 'create', 'spaeter', '--password-stdin'], env(), ADMIN_PASSWORD).status).toBe(0);
    const restore = run(['restore', '--', file], env());
    expect(restore.status, restore.stderr).toBe(0);
    // … is gone after the restore; what was there before the backup is back.
    const again = await start([process.execPath, BUILT], env());
    expect(await loginStatus(again.port, 'chefin', ADMIN_PASSWORD)).toBe(200);
    expect(await loginStatus(again.port, 'spaeter', ADMIN_PASSWORD)).toBe(401);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('passes SIGTERM through npm run serve to the server: nothing stays behind', async () => {
    const npm = await start(['npm', 'run', '-s', 'serve'], env());
    npm.child.kill('SIGTERM');
    await npm.exited;
    // Not a timing check: the loop ends as soon as the port refuses, or the test's own timeout reports a survivor.
    while (
      await fetch(`http://127.0.0.1:${npm.port}/api/health`).then(
        () => true,
        () => false,
      )
    )
      await new Promise((r) => setTimeout(r, 100));
    expect(npm.output()).toContain('Server beendet');
  });
});
