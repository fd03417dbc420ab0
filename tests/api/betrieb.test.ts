import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/operations';
import { COMPRESSIBLE_TYPES } from '../../server/plugins';
import { bearer, createTestApp, login, type TestApp } from './helpers';

const RESTARTING = 'Der Server wird gerade neu gestartet. Bitte versuchen Sie es gleich noch einmal.';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('answers both without login', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a migration of this build is missing, and says so in German', async () => {
    const [{ version }] = (
      await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1')
    ).rows;
    await t.db.query('UPDATE schema_migrations SET version = $1 WHERE version = $2', ['9999', version]);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()[0]).toMatchObject({
        id: 'betrieb.nichtBereit',
        severity: 'ERROR',
        message: expect.stringContaining('nicht bereit'),
      });
      // Liveness does not ask the database.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.db.query('UPDATE schema_migrations SET version = $1 WHERE version = $2', [version, '9999']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('compression', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());

  it('sends JSON as brotli or gzip as the client accepts, and plain without Accept-Encoding', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/laender', headers: bearer(token) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/laender',
      headers: { ...bearer(token), 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/laender',
      headers: { ...bearer(token), 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('compresses the streamed CSV export chunked, without collecting it for a length first', async () => {
    const url = `/api/auftragexport/exportcsvmtl?datumVon=${day(-70)}&datumBis=${day(1)}`;
    const plain = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(plain.statusCode).toBe(200);
    const gz = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBeUndefined();
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves PDFs, images and xlsx alone', () => {
    for (const type of [
      'application/pdf',
      'image/png',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/zip',
    ]) {
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(false);
    }
    for (const type of [
      'application/json; charset=utf-8',
      'text/csv; charset=utf-8',
      'text/html',
      'application/javascript',
      'text/css',
    ]) {
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(true);
    }
  });
});

describe('TRUST_PROXY', () => {
  const ipOf = async (app: FastifyInstance) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      })
    ).json<{ ip: string }>().ip;

  it('takes the client address from the proxy header only when told to trust the proxy', async () => {
    for (const [value, expected] of [
      [undefined, '127.0.0.1'],
      ['1', '203.0.113.7'],
      ['127.0.0.1', '203.0.113.7'],
      ['10.0.0.1', '127.0.0.1'],
      ['true', '203.0.113.7'],
    ] as const) {
      const { app } = await createTestApp({ trustProxy: parseTrustProxy(value), instrument: () => {} });
      app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
      try {
        expect(await ipOf(app), String(value)).toBe(expected);
      } finally {
        await app.close();
      }
    }
  });
});

/** Raw HTTP/1.1 over one keep-alive connection, so a request can arrive while the one before it is still being answered. */
function rawConnection(port: number): { send: (path: string) => void; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (d) => {
    text += d.toString('utf8');
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
  return {
    send: (path) => socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n`),
    closed,
  };
}

describe('graceful stop', () => {
  it('finishes the request in flight, answers one arriving meanwhile with the German 503 and then closes the database', async () => {
    const { app, db } = await createTestApp({ instrument: () => {} });
    let started!: () => void;
    const handlerStarted = new Promise<void>((r) => {
      started = r;
    });
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    app.get('/api/test/langsam', async () => {
      started();
      await released;
      return { fertig: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const connection = rawConnection(port);
    connection.send('/api/test/langsam');
    await handlerStarted;
    const closed = app.close();
    while (!app.draining) await new Promise((r) => setImmediate(r));
    // Arrives on the open connection while the first request still runs.
    connection.send('/api/health');
    // No new connection is accepted once the stop has begun.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    release();
    const text = await connection.closed;
    await closed;
    const [first, second] = text.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('{"fertig":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second.toLowerCase()).toContain('connection: close');
    expect(second).toContain(RESTARTING);
    // The database closed after the last answer.
    await expect(db.query('SELECT 1')).rejects.toThrow();
  });
});
