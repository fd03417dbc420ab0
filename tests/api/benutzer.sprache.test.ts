import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, withStoredVersion, type TestApp } from './helpers';

const PASSWORD = 'Sprache#Test2026';

// A user gets only a language and a version the portal knows.
describe('user languages and versions are checked', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin')).accessToken;
  });
  afterAll(() => t.app.close());
  const create = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/benutzer',
      headers: bearer(admin),
      payload: { password: PASSWORD, passwordRepeat: PASSWORD, ...body },
    });

  it('refuses an unknown language or version on create and stores nothing', async () => {
    const language = await create({ name: 'sprache1', sprache: { id: 9999 } });
    expect(language.statusCode, language.body).toBe(400);
    expect(language.json()[0]).toMatchObject({ fieldname: 'sprache', message: 'Die Sprache ist nicht bekannt.' });
    const version = await create({ name: 'sprache2', benutzerversion: { id: 7 } });
    expect(version.statusCode, version.body).toBe(400);
    // The contract names the versions (enum 1, 2): its validation refuses before the route does.
    expect(version.json()[0]).toMatchObject({
      id: 'validation.enum',
      fieldname: expect.stringContaining('benutzerversion'),
    });
    expect((await t.db.query("SELECT 1 FROM benutzer WHERE name LIKE 'sprache%'")).rows).toHaveLength(0);
    expect((await create({ name: 'sprache3', sprache: { id: 50 }, benutzerversion: { id: 2 } })).statusCode).toBe(201);
  });

  it('refuses an unknown language on change, also of the own user', async () => {
    const demo = (await login(t.app, 'demo')).accessToken;
    const {
      rows: [{ id }],
    } = await t.db.query<{ id: number }>("SELECT id FROM benutzer WHERE name = 'demo'");
    const url = `/api/benutzer/${id}`;
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(demo),
      payload: await withStoredVersion(t.app, demo, 'PUT', url, { name: 'demo', sprache: { id: 9999 } }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[0]).toMatchObject({ fieldname: 'sprache', message: 'Die Sprache ist nicht bekannt.' });
    expect(
      (await t.db.query<{ sprache_id: number }>("SELECT sprache_id FROM benutzer WHERE name = 'demo'")).rows[0]
        .sprache_id,
    ).toBe(50);
  });
});
