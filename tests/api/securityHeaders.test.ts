import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, bearer, type TestApp } from './helpers';

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
  );

// Browser security headers on every answer, no-store on the API.
describe('security headers', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'disponent-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><title>x</title><script type="module" src="./assets/app.js"></script>',
    );
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'export {};');
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
  const expectBrowserHeaders = (headers: Record<string, unknown>) => {
    const csp = directives(headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    // No inline script anywhere: neither 'unsafe-inline' nor nonces/hashes are needed.
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    return csp;
  };

  it('the SPA shell, its assets and client routes carry the CSP, cacheable as before', async () => {
    for (const url of [
      '/disponent-online/',
      '/disponent-online/auftragsmanagement/auftragsresearch',
      '/disponent-online/assets/app.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const csp = expectBrowserHeaders(res.headers);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(res.headers['cache-control']).not.toBe('no-store');
    }
  });

  it('API answers, refusals and unknown paths carry the headers and Cache-Control: no-store', async () => {
    const session = await login(t.app, 'demo');
    const answers = [
      await get('/api/sprachen'),
      await get('/api/benutzer/currentAsList', bearer(session.accessToken)),
      await get('/api/benutzer/currentAsList'),
      await get('/api/gibt-es-nicht'),
      await t.app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        payload: { username: 'demo', password: 'falsch' },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 401]);
    for (const res of answers) {
      expectBrowserHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('/api/docs has the same policy, without eval and with inline styles for Swagger UI', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const csp = expectBrowserHeaders(page.headers);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expectBrowserHeaders(initializer.headers);
    expect((await get('/api/docs/json')).headers['cache-control']).toBe('no-store');
  });
});
