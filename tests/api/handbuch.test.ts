import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHandbuch, HANDBUCH_FILE } from '../../docs/handbuch';
import { createTestApp, type TestApp } from './helpers';

/** Pages and embedded pictures of a PDF, counted from its objects (enough to tell a real manual from a stub). */
function pdfFacts(pdf: Buffer) {
  const text = pdf.toString('latin1');
  return {
    pages: text.match(/\/Type \/Page(?![s\w])/g)?.length ?? 0,
    images: text.match(/\/Subtype \/Image/g)?.length ?? 0,
  };
}

// 'Hilfe' opens Handbuch.pdf, rendered at build time from docs/handbuch/handbuch.md with screenshots.
describe('Handbuch.pdf under /disponent-online/', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'don-handbuch-'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Disponent Online</title>');
    await writeFile(join(webRoot, HANDBUCH_FILE), await buildHandbuch('9.8.7'));
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('is served as application/pdf: a real PDF of several pages with the screenshots', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/disponent-online/${HANDBUCH_FILE}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const facts = pdfFacts(pdf);
    expect(facts.pages).toBeGreaterThanOrEqual(5);
    expect(facts.images).toBeGreaterThanOrEqual(5);
    // The version goes into the document's subject (metadata), written as a PDF string.
    expect(pdf.toString('latin1')).toContain('Version 9.8.7');
  });

  it('answers 404, not the portal page, when the manual is missing', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'don-ohne-handbuch-'));
    await writeFile(join(empty, 'index.html'), '<!doctype html><title>Disponent Online</title>');
    const app = await createTestApp({ webRoot: empty });
    try {
      const res = await app.app.inject({ method: 'GET', url: `/disponent-online/${HANDBUCH_FILE}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    } finally {
      await app.app.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
