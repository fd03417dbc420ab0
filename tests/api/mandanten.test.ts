import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Param = { key: string; value: string };

describe('/api/mandanten and the customer-variant demo users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());
  const get = async (user: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer((await login(t.app, user)).accessToken) });

  it('gives a main tenant itself and its sub-tenants, everybody else only the own tenant', async () => {
    const names = (await get('haupt', '/api/mandanten/hauptmandant-summary'))
      .json()
      .map((m: { name: string }) => m.name);
    expect(names).toEqual(['Spedition Nordlicht GmbH', 'Nordlicht Logistik Bremen', 'Nordlicht Logistik Hamburg']);
    expect(
      (await get('demo', '/api/mandanten/hauptmandant-summary')).json().map((m: { name: string }) => m.name),
    ).toEqual(['Nordlicht Logistik Hamburg']);
    expect((await get('demo', '/api/mandanten/hauptmandant')).json().name).toBe('Spedition Nordlicht GmbH');
    expect((await get('haupt', '/api/mandanten/is-hauptmandant')).json()).toBe(true);
    expect((await get('demo', '/api/mandanten/is-hauptmandant')).json()).toBe(false);
    const bremen = await mandantId(t.db, 'Nordlicht Logistik Bremen');
    expect((await get('demo', `/api/mandanten/${bremen}`)).statusCode).toBe(404);
    expect((await get('haupt', `/api/mandanten/${bremen}`)).statusCode).toBe(200);
  });

  it('answers the template right by the version/isMain rule', async () => {
    expect((await get('haupt', '/api/mandanten/auftragsvorlage-edit')).json()).toBe(true);
    expect((await get('demo', '/api/mandanten/auftragsvorlage-edit')).json()).toBe(false);
    expect((await get('leser', '/api/mandanten/auftragsvorlage-edit')).json()).toBe(false);
  });

  it('seeds kunde-a, kunde-b and kunde-c in tenants configured for the variants A, B and C', async () => {
    for (const [user, kunde, table] of [
      ['kunde-a', 'phl', 'A'],
      ['kunde-b', 'sievers', 'B'],
      ['kunde-c', 'haalboom', 'C'],
    ]) {
      const config = Object.fromEntries(
        (await get(user, '/api/config-param/clientconfig')).json<Param[]>().map((p) => [p.key, p.value]),
      );
      expect(config).toMatchObject({ clientKunde: kunde, auftragsresearchtableconfig: table });
    }
  });
});
