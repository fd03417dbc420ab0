import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './helpers';

const INDEX = '<!doctype html><title>Disponent Online</title><div id="root"></div>';

describe('portal under /disponent-online/', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'don-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), INDEX);
    await writeFile(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves index.html at the base path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/disponent-online/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(INDEX);
  });

  it('answers deep links of client routes with index.html', async () => {
    for (const url of ['/disponent-online/login', '/disponent-online/masterdata/adresserfassung/17']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache and 404s missing ones', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/disponent-online/assets/app-abc123.js' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/disponent-online/assets/fehlt.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()[0].id).toBe('notFound');
  });

  it('redirects / and the base path without slash', async () => {
    for (const url of ['/', '/disponent-online']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/disponent-online/');
    }
  });

  it('explains in German when the portal has not been built', async () => {
    const other = await createTestApp({ webRoot: join(webRoot, 'gibt-es-nicht') });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/disponent-online/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
      expect(res.body).toContain('noch nicht gebaut');
    } finally {
      await other.app.close();
    }
  });
});
