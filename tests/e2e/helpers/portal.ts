import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededDataCopy } from './seededData';

/** A real portal server on a free loopback port with its own PGlite folder (a copy of the seeded demo data). */
export interface RunningPortal {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `server/server.ts` exactly as `npm start` does (after the build) and waits until it answers. With `dataDir` it runs on
 * that folder and leaves it behind on stop (a test restarts on the same data, e.g. after changing it in the database); `env`
 * adds variables (e.g. SCHEMAS_DIR for a changed copy of the documents).
 */
export async function startPortal(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningPortal> {
  const port = await freePort();
  const demo = options.env?.DEMO_DATA !== 'false';
  const dataDir =
    options.dataDir ??
    (demo
      ? await seededDataCopy(async (dir) => {
          await (await startPortal({ dataDir: dir })).stop();
        })
      : mkdtempSync(join(tmpdir(), 'don-e2e-')));
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      // Throw-away data: no fsync per commit.
      PGLITE_FSYNC: 'off',
      // No proxy to move off first: a test's stop need not wait for it (the two-instance suite sets its own).
      SHUTDOWN_GRACE_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let ready = false;
  while (!ready && Date.now() < deadline) {
    if (child.exitCode !== null) {
      removeData();
      throw new Error(`Server beendet:\n${output}`);
    }
    ready = await fetch(`${baseUrl}/api/config-param/clientconfig`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    removeData();
  };
  if (!ready) {
    // Otherwise the half-started server outlives the test run and keeps its port and data folder.
    await stop();
    throw new Error(`Server nicht bereit:\n${output}`);
  }
  return { baseUrl, stop };
}
