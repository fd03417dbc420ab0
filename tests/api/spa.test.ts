import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../../server/build';
import { createTestApp, type TestApp } from './helpers';

const INDEX = '<!doctype html><title>Disponent Online</title><div id="root"></div>';
// Above the precompression's 1 KB: the build writes .br and .gz beside it.
const BIG_ASSET = Array.from({ length: 400 }, (_, i) => `console.log('Zeile ${i}');`).join('\n');
const BIG_INDEX = `<!doctype html><title>Disponent Online</title><!-- ${'x'.repeat(2000)} --><div id="root"></div>`;

describe('portal under /disponent-online/', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'don-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), INDEX);
    await writeFile(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(join(webRoot, 'assets', 'big-def456.js'), BIG_ASSET);
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

  it('sends the precompressed file the browser accepts, with Vary and the long cache, the plain file to others', async () => {
    const url = '/disponent-online/assets/big-def456.js';
    await precompressDir(webRoot);
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(BIG_ASSET);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(BIG_ASSET);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
  });

  it('sends index.html precompressed and never cached without asking, at the base path and for deep links', async () => {
    const root = await mkdtemp(join(tmpdir(), 'don-web-'));
    await writeFile(join(root, 'index.html'), BIG_INDEX);
    await mkdir(join(root, '.vite'));
    await writeFile(join(root, '.vite', 'manifest.json'), '{}');
    await precompressDir(root);
    const other = await createTestApp({ webRoot: root });
    try {
      for (const url of ['/disponent-online/', '/disponent-online/auftragsmanagement/auftragsresearch']) {
        const res = await other.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(brotliDecompressSync(res.rawPayload).toString('utf8'), url).toBe(BIG_INDEX);
      }
      // The build's manifest is for its tests: the browser gets the portal's page, not the file.
      const manifest = await other.app.inject({ method: 'GET', url: '/disponent-online/.vite/manifest.json' });
      expect(manifest.body).not.toBe('{}');
    } finally {
      await other.app.close();
      await rm(root, { recursive: true, force: true });
    }
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
