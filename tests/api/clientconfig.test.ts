import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { configDefaults } from '../../server/config';
import { bearer, createTestApp, login, type TestApp } from './helpers';

const URL = '/api/config-param/clientconfig';
type Param = { key: string; value: string };

describe('GET /api/config-param/clientconfig', () => {
  let t: TestApp;
  const get = async (token?: string) => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: token ? bearer(token) : {} });
    expect(res.statusCode).toBe(200);
    const list = res.json<Param[]>();
    return Object.fromEntries(list.map((p) => [p.key, p.value]));
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers anonymously with every key as a string, brand preset and global rows applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    const list = res.json<Param[]>();
    expect(list.every((p) => typeof p.key === 'string' && typeof p.value === 'string')).toBe(true);
    const config = Object.fromEntries(list.map((p) => [p.key, p.value]));
    expect(Object.keys(config)).toEqual(expect.arrayContaining(Object.keys(configDefaults())));
    expect(config).toMatchObject({
      isRegistrierung: 'true',
      isMautrechner: 'true',
      ttInhalt: 'true',
      isLademeterBerechnen: 'true',
      isPreisermittlung: 'false',
      isShowAbsenderNeutral: 'false',
      clientKunde: 'default',
      defaultWaehrung: '2',
      terminArtFixTermin: '4',
      clientMinLengthPw: '8',
    });
    expect(config.clientInfobox).toContain('Willkommen');
  });

  it("shows a tenant's own override only with that tenant's token", async () => {
    const demo = await get((await login(t.app, 'demo')).accessToken);
    const haupt = await get((await login(t.app, 'haupt')).accessToken);
    expect((await get()).isShowAbsenderNeutral).toBe('false');
    expect(demo.isShowAbsenderNeutral).toBe('true');
    expect(haupt.isShowAbsenderNeutral).toBe('false');
  });

  it("lets a sub-tenant inherit its main tenant's rows", async () => {
    const demo = await get((await login(t.app, 'demo')).accessToken);
    const leser = await get((await login(t.app, 'leser')).accessToken);
    expect(demo.isPreisermittlung).toBe('true');
    expect(leser).toMatchObject({ isPreisermittlung: 'true', isTauschgeraete: 'true' });
  });

  it("applies the preset chosen by the tenant's client_kunde", async () => {
    const metro = await get((await login(t.app, 'metro')).accessToken);
    expect(metro).toMatchObject({ clientKunde: 'demo', isCustomstylebuttons: 'true', isLaengePflichtfeld: 'true' });
  });

  it('reads the current rows, not the values frozen into the token', async () => {
    const { accessToken } = await login(t.app, 'demo');
    await t.db.query("UPDATE config_param SET value = 'false' WHERE key = 'isShowAbsenderNeutral'");
    expect((await get(accessToken)).isShowAbsenderNeutral).toBe('false');
    await t.db.query("UPDATE config_param SET value = 'true' WHERE key = 'isShowAbsenderNeutral'");
  });

  it('falls back to the anonymous configuration for an invalid token', async () => {
    expect(await get('kaputt')).toEqual(await get());
  });
});
