import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

/** Collects what the server writes to its standard output. */
function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Waits until `check` holds (the rotation happens after a write has drained), at most ~10 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
}

/**
 * The Info tab's calls (account-admin.md §2 Info, §7 Admin and system, §9 'Server log: 1000 lines'): the server log read
 * from its rotating files, the active sessions, the index update; admins only.
 */
describe('/api/log and /api/admin/index/update', () => {
  let t: TestApp;
  let dir: string;
  let stdout: ReturnType<typeof capture>;
  let admin: Record<string, string>;
  let demo: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'disponent-logs-'));
    stdout = capture();
    t = await createTestApp({ logger: true, logStream: stdout.stream, logFiles: { dir, name: 'disponent-test' } });
    admin = bearer((await login(t.app, 'admin')).accessToken);
    demo = bearer((await login(t.app, 'demo')).accessToken);
  });
  afterAll(async () => {
    await t.app.close();
    await rm(dir, { recursive: true, force: true });
  });
  const call = (method: HTTPMethods, url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method, url, headers });
  const log = async (query = '') => (await call('GET', `/api/log${query}`)).json<string[]>();

  it('refuses every call to non-admins before the body, and asks for a session first', async () => {
    for (const [method, url] of [
      ['GET', '/api/log'],
      ['GET', '/api/log/allLogfileNames'],
      ['GET', '/api/log/sessionCount'],
      ['POST', '/api/admin/index/update'],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url,
        headers: { ...demo, 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: '{kein json' } : {}),
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<{ message: string }[]>()[0].message).toBe('Sie haben keine Berechtigung für diese Aktion.');
      expect((await call(method, url, {})).statusCode, url).toBe(401);
    }
  });

  it("logs a failed login with the account's id only: neither the password nor any token reaches file or stdout", async () => {
    const password = 'Falsch#Passwort-4711';
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { username: 'admin', password },
    });
    expect(failed.statusCode).toBe(401);
    const session = await login(t.app, 'haupt');
    const lines = await log();
    const line = lines.find((l) => l.includes('Anmeldung fehlgeschlagen'));
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'admin'");
    expect(JSON.parse(line!)).toMatchObject({ level: 40, userId: rows[0].id, msg: 'Anmeldung fehlgeschlagen' });
    for (const text of [lines.join('\n'), stdout.text()]) {
      for (const secret of [password, session.accessToken, session.refreshToken, admin.authorization.slice(7)]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toContain('"username"');
    }
  });

  it('blanks passwords, tokens, authorization headers and bodies wherever a log line names them', async () => {
    t.app.log.info(
      {
        password: 'Geheim#1',
        refreshToken: 'rt-secret',
        anfrage: { headers: { authorization: 'Bearer abc', cookie: 'sid=1' } },
        user: { passwort: 'Geheim#2', token: 'tok' },
        body: { name: 'Bäckerei Braun' },
      },
      'Redaktionsprobe',
    );
    const line = JSON.parse((await log()).find((l) => l.includes('Redaktionsprobe'))!);
    expect(line).toMatchObject({
      password: '[entfernt]',
      refreshToken: '[entfernt]',
      anfrage: { headers: { authorization: '[entfernt]', cookie: '[entfernt]' } },
      user: { passwort: '[entfernt]', token: '[entfernt]' },
      body: '[entfernt]',
    });
  });

  it('answers the last rows of the current file, of a named one, and refuses unknown names and over 1,000 rows', async () => {
    for (let i = 0; i < 5; i++) t.app.log.info({ i }, 'Zeilenprobe');
    const two = await log('?rows=2');
    expect(two.map((l) => JSON.parse(l).i)).toEqual([3, 4]);
    const names = (await call('GET', '/api/log/allLogfileNames')).json<string[]>();
    expect(names[0]).toMatch(/^disponent-test\.\d{4}-\d{2}-\d{2}\.\d+\.log$/);
    expect(await log(`?rows=2&datei=${names[0]}`)).toEqual(two);
    const unknown = await call('GET', '/api/log?datei=gibtsnicht.log');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }[]>()[0].message).toBe('Die Logdatei gibtsnicht.log ist nicht vorhanden.');
    expect((await call('GET', `/api/log?datei=${encodeURIComponent('../../etc/passwd')}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/log?rows=1001')).statusCode).toBe(400);
    expect((await call('GET', '/api/log?rows=0')).statusCode).toBe(400);
  });

  it('counts the sessions whose refresh token is neither expired nor revoked', async () => {
    const count = async () => (await call('GET', '/api/log/sessionCount')).json<number>();
    const before = await count();
    const session = await login(t.app, 'leser');
    expect(await count()).toBe(before + 1);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: bearer(session.accessToken),
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect(await count()).toBe(before);
    await t.db.query("UPDATE refresh_token SET expires_at = now() - interval '1 minute' WHERE revoked_at IS NULL");
    expect(await count()).toBe(0);
  });

  it('rebuilds the order search index and names it; the order list answers during and after the rebuild', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const url = `/api/auftraege/search?datumVon=${day(-70)}&datumBis=${day(5)}&query=a`;
    const list = t.app.inject({ method: 'GET', url, headers: demo });
    const [updated, listed] = await Promise.all([call('POST', '/api/admin/index/update'), list]);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ index: 'Auftragssuche' });
    expect(listed.statusCode, listed.body).toBe(200);
    const { rows } = await t.db.query<{ valid: boolean }>(
      "SELECT bool_and(indisvalid) AS valid FROM pg_index WHERE indexrelid::regclass::text IN ('auftrag_suchtext_mandant_trgm_idx', 'auftrag_datum_idx')",
    );
    expect(rows[0].valid).toBe(true);
    expect((await log()).some((l) => l.includes('Suchindex der Aufträge neu aufgebaut'))).toBe(true);
  });
});

describe('log files rotate by the configured size and keep the configured count', () => {
  it('starts a new file at 1 KB, keeps 2 besides the current one, and reads a rotated file by its name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'disponent-rotation-'));
    const t = await createTestApp({
      logger: true,
      logStream: capture().stream,
      logFiles: { dir, name: 'rot', size: '1k', keep: 2 },
    });
    try {
      const headers = bearer((await login(t.app, 'admin')).accessToken);
      const names = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/log/allLogfileNames', headers })).json<string[]>();
      // pino-roll starts the next file once a write has drained: one line per turn, as a server writes them.
      for (let i = 0; i < 40; i++) {
        t.app.log.info({ i, pad: 'x'.repeat(100) }, 'Rotationsprobe');
        await new Promise((r) => setTimeout(r, 5));
      }
      await eventually(async () => (await readdir(dir)).length >= 3);
      await eventually(async () => (await readdir(dir)).length <= 3);
      const files = await names();
      expect(files.length).toBe(3);
      expect(files.every((f) => /^rot\.\d{4}-\d{2}-\d{2}\.\d+\.log$/.test(f))).toBe(true);
      const older = await t.app.inject({ method: 'GET', url: `/api/log?datei=${files[1]}`, headers });
      expect(older.statusCode).toBe(200);
      expect(older.json<string[]>().every((l) => JSON.parse(l).msg === 'Rotationsprobe')).toBe(true);
    } finally {
      await t.app.close();
      await rm(dir, { recursive: true, force: true });
    }
    // As server.ts does after closing: the line reaches standard output, the closed file is left alone.
    expect(() => t.app.log.info('Server beendet')).not.toThrow();
  });
});
