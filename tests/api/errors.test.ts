import { Writable } from 'node:stream';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { notImplementedProblem } from '../../server/contract';
import { bearer, createTestApp, login, type TestApp } from './helpers';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Routes added before the first inject become part of the app like real ones.
    t.app.get('/api/test/boom', async () => {
      throw new Error('geheime Interna: password=hunter2');
    });
    t.app.post(
      '/api/test/echo',
      {
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', maxLength: 5 }, anzahl: { type: 'integer', minimum: 1 } },
          },
        },
      },
      async (request) => request.body,
    );
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers an unknown /api path with the notFound list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual([
      {
        id: 'notFound',
        fieldname: null,
        severity: 'ERROR',
        header: 'Nicht gefunden',
        message: 'Die angeforderte Ressource wurde nicht gefunden.',
      },
    ]);
  });

  it('answers a wrong method on a known path with the notFound list too', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/authentication/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()[0].id).toBe('notFound');
  });

  it('hides internal errors behind the generic 500 notification', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual([
      {
        id: 'serverError',
        fieldname: null,
        severity: 'ERROR',
        header: 'Fehler',
        message: 'Unbekannter Server Fehler aufgetreten',
      },
    ]);
    expect(res.body).not.toMatch(/stack|geheime|hunter2|at .*\.ts/);
  });

  it('maps schema violations to German per-field notifications', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'zu lang', anzahl: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      expect.objectContaining({ fieldname: 'name', message: 'max. 5 Zeichen', severity: 'ERROR' }),
      expect.objectContaining({ fieldname: 'anzahl', message: 'Der Wert darf nicht kleiner als 1 sein.' }),
    ]);
  });

  it('answers broken JSON with a German 400 notification', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([expect.objectContaining({ message: 'Die Anfrage enthält kein gültiges JSON.' })]);
  });

  it("answers a malformed URL with a German 400 notification instead of Fastify's English JSON", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auftraege/nr/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: 'badRequest',
        severity: 'ERROR',
        message: 'Die Anfrage konnte nicht verarbeitet werden.',
      }),
    ]);
  });

  it('takes the comma-separated ids of a hundred orders as one path parameter (Fastify stopped at 100 characters)', async () => {
    const { accessToken } = await login(t.app, 'admin');
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM auftrag ORDER BY id LIMIT 100');
    const ids = rows.map((r) => r.id).join(',');
    expect(ids.length).toBeGreaterThan(100);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jasper-print/encrypt-ids/${ids}`,
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json()).toBe('string');
  });

  it('refuses an absurdly long path parameter in German', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auftraege/nr/${'1'.repeat(9000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([expect.objectContaining({ id: 'badRequest', message: 'Die Anfrage ist zu groß.' })]);
  });
});

describe('logging of deliberate 5xx answers', () => {
  let t: TestApp;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({ logger: true, logStream });
    t.app.get('/api/test/boom', async () => {
      throw new Error('kaputt');
    });
    // What a contract operation without its logic answers (every operation has its route today).
    t.app.get('/api/test/luecke', async () => {
      throw notImplementedProblem('luecke');
    });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('logs the 501 stand-ins at warn, never as unhandled errors, and real faults still at error', async () => {
    const session = await login(t.app, 'admin');
    const stand = await t.app.inject({ method: 'GET', url: '/api/test/luecke', headers: bearer(session.accessToken) });
    expect(stand.statusCode).toBe(501);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'Anfrage nicht bedient' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'Unbehandelter Fehler' }));
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'Anfrage mit Serverfehler beantwortet',
        statusCode: 500,
        url: '/api/test/boom',
      }),
    );
  });

  it('logs no line for a successful request (two info lines per request cost more than the search SQL)', async () => {
    const before = lines.length;
    const session = await login(t.app, 'demo');
    const logged = lines.length;
    expect(lines.slice(before)).toContainEqual(expect.objectContaining({ msg: 'Anmeldung erfolgreich' }));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auftraege/search?page=1&searchLimit=5',
      headers: bearer(session.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(lines.slice(logged)).toEqual([]);
  });
});

describe('logging of slow requests', () => {
  it('logs a successful answer slower than the threshold at warn, with route and time', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const l of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    // Threshold 0: every answer counts as slow, so the test does not depend on timing.
    const t = await createTestApp({ logger: true, logStream, slowRequestMs: 0 });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/config-param/clientconfig' })).statusCode).toBe(200);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'Langsame Anfrage',
          statusCode: 200,
          url: '/api/config-param/clientconfig',
        }),
      );
    } finally {
      await t.app.close();
    }
  });
});
