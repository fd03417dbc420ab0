import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

// 'Erklären als': the rule context of another user's session, for admins only.
describe('GET /api/explain/kontext/{benutzerId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  const idOf = async (name: string) =>
    (await t.app.db.query<{ id: number }>('SELECT id FROM benutzer WHERE name = $1', [name])).rows[0]!.id;
  const get = async (user: string, id: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/explain/kontext/${id}`,
      headers: bearer((await login(t.app, user)).accessToken),
    });

  it("answers kunde-c's variant, session flags and configuration to an admin", async () => {
    const res = await get('admin', await idOf('kunde-c'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ benutzer: string; variant: string; session: Record<string, unknown>; config: object }>();
    expect(body).toMatchObject({ benutzer: 'kunde-c', variant: 'C' });
    expect(body.session).toMatchObject({ loggedIn: true, admin: false, username: 'kunde-c' });
    expect(Object.keys(body.config).length).toBeGreaterThan(0);
  });

  it('refuses non-admins with 403 and answers 404 for an unknown user', async () => {
    expect((await get('demo', await idOf('kunde-c'))).statusCode).toBe(403);
    expect((await get('demo', 999999)).statusCode).toBe(403);
    const unknown = await get('admin', 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'notFound', message: expect.any(String) })]),
    );
    expect((await get('admin', 'x')).statusCode).toBe(400);
  });
});
