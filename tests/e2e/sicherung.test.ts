/** Backup and restore of orders: written while the server runs, the backup holds what was saved before it and nothing after. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newOrder } from '../api/auftragserfassung.fixtures';
import { seededDataCopy } from './helpers/seededData';
import { DEMO_PASSWORD, startPortal, type RunningPortal } from './helpers';

const ROOT = new URL('../../', import.meta.url).pathname;
const npm = (args: string[], dataDir: string) =>
  spawnSync('npm', ['run', '-s', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

/** The demo user's API on one running portal. */
async function as(portal: RunningPortal) {
  const login = await fetch(`${portal.baseUrl}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
  return {
    create: async (spedfremdnr: string) => {
      const res = await fetch(`${portal.baseUrl}/api/auftraege`, {
        method: 'POST',
        headers,
        body: JSON.stringify(newOrder({ spedfremdnr })),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    },
    status: async (id: number) => (await fetch(`${portal.baseUrl}/api/auftraege/${id}`, { headers })).status,
  };
}

describe('Sicherung eines laufenden Portals mit Aufträgen', () => {
  let dataDir = '';
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('enthält den vor der Sicherung gespeicherten Auftrag und nicht den danach gespeicherten', async () => {
    dataDir = await seededDataCopy(async (dir) => {
      await (await startPortal({ dataDir: dir })).stop();
    });
    const file = join(dataDir, '..', `${dataDir.split('/').pop()}-sicherung.tar.gz`);
    const first = await startPortal({ dataDir });
    const api = await as(first);
    const before = await api.create('VOR-SICHERUNG');
    const backup = npm(['backup', '--', file], dataDir);
    expect(backup.status, backup.stderr).toBe(0);
    const after = await api.create('NACH-SICHERUNG');
    expect(await api.status(after)).toBe(200);
    await first.stop();

    const restore = npm(['restore', '--', file], dataDir);
    expect(restore.status, restore.stderr).toBe(0);
    rmSync(file, { force: true });
    const again = await startPortal({ dataDir });
    try {
      const restored = await as(again);
      expect(await restored.status(before)).toBe(200);
      expect(await restored.status(after)).toBe(404);
    } finally {
      await again.stop();
    }
  }, 240_000);
});
