import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { bearer, createTestApp, login, type TestApp } from './helpers';
import specMessages from './specMessages.json';

const SPECS = ['orders.md', 'account-admin.md'].map((f) => new URL(`../../../shared/spec/${f}`, import.meta.url));

/** The German messages the specs quote: 'texts' of eight or more characters that read as words. */
function quotedMessages(specs: string[]): string[] {
  return specs
    .flatMap((text) => [...text.matchAll(/(?<![A-Za-z])'([^'\n]{8,})'/g)].map((m) => m[1]))
    .filter((text) => /[a-zäöü] [a-zäöüA-ZÄÖÜ]/.test(text) && !/^(s |; )/.test(text));
}

describe('sprachen and translations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });
  const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists the languages with Deutsch (50) as default, without a login', async () => {
    const list = (await get('/api/sprachen')).json<{ id: number; bezeichnung: string }[]>();
    expect(list[0]).toEqual({ id: 50, bezeichnung: 'Deutsch' });
    expect(list.map((s) => s.bezeichnung)).toEqual(expect.arrayContaining(['English', 'Polski', 'Čeština']));
    expect((await get('/api/sprachen/default')).json()).toEqual({ id: 50, bezeichnung: 'Deutsch' });
    expect((await get('/api/sprachen/52')).json()).toEqual({ id: 52, bezeichnung: 'Polski' });
    const { accessToken } = await login(t.app, 'demo');
    expect((await get('/api/sprachen/51', bearer(accessToken))).json()).toEqual({ id: 51, bezeichnung: 'English' });
  });

  it('answers unknown and invalid language ids with German notifications', async () => {
    const missing = await get('/api/sprachen/4711');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()[0]).toMatchObject({ id: 'notFound', severity: 'ERROR' });
    const bad = await get('/api/sprachen/deutsch');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ fieldname: 'id', header: 'Sprachen' });
  });

  it('serves the German catalogue, public and for any language-id', async () => {
    const res = await get('/api/translations', { 'language-id': '0' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ key: string; value: string }[]>();
    expect(list).toContainEqual({ key: 'auth.relogin', value: 'Bitte melden Sie sich erneut an.' });
    expect(list).toContainEqual({
      key: 'auftrag.gespeichert',
      value: 'Der Auftrag {1} wurde erfolgreich gespeichert.',
    });
    expect((await get('/api/translations', { 'language-id': '51' })).json()).toEqual(list);
  });

  it('holds every German message quoted in both specs (the snapshot in specMessages.json)', async () => {
    const values = new Set((await get('/api/translations')).json<{ value: string }[]>().map((e) => e.value));
    // Named placeholders of the specs become the portal's numbered ones ({1}, {2} …).
    const numbered = (text: string) => {
      let n = 0;
      return text.replace(/\{(number|name|n|type|total|size|from|to)\}/g, () => `{${++n}}`);
    };
    // An elision '...' of the spec stands for any text (docs/decisions.md records the wording chosen for it).
    const pattern = (text: string) =>
      new RegExp(
        `^${numbered(text)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\\\.\\\.\\\./g, '.*')
          .replace(/\\\{\d+\\\}/g, '\\{\\d+\\}')}$`,
      );
    const held = (text: string) =>
      values.has(numbered(text)) || values.has(text) || [...values].some((v) => pattern(text).test(v));
    // Not German portal messages: the spec's own paraphrases and the client's English parameter check.
    const notMessages =
      /^(e-mail confirmed|the external dispatch system|Required parameter X was null or undefined when calling Y\.)$/;
    expect(specMessages.length).toBeGreaterThan(60);
    expect(specMessages.filter((text) => !notMessages.test(text) && !text.includes(' / ') && !held(text))).toEqual([]);
    // 'n Aufträge wurden / 1 Auftrag wurde … markiert.': the two readings are two catalogue entries.
    for (const text of [
      '{1} Aufträge wurden zur Übertragung an DISPONENTplus markiert.',
      '1 Auftrag wurde zur Übertragung an DISPONENTplus markiert.',
      'Required parameter {1} was null or undefined when calling {2}.',
    ])
      expect(values.has(text), text).toBe(true);
  });

  // The specs sit beside the checkout only on the team's machines; there the snapshot must match them exactly.
  it.skipIf(!SPECS.every((f) => existsSync(f)))(
    'specMessages.json is the current set of quoted messages of both specs',
    () => {
      expect(specMessages).toEqual(quotedMessages(SPECS.map((file) => readFileSync(file, 'utf8'))));
    },
  );
});
