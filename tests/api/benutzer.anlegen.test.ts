import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

const PASSWORD = 'Anlegen#2026';

/** account-admin.md §2, §5 User dialog: the server, not the browser, decides a new user's edit right and version. */
describe("a new user gets the edit right by isUserCanEditImmediately and the creator's version", () => {
  let t: TestApp;
  let haupt: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    haupt = (await login(t.app, 'haupt')).accessToken;
    admin = (await login(t.app, 'admin')).accessToken;
  });
  afterAll(() => t.app.close());
  const create = (token: string, name: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/benutzer',
      headers: bearer(token),
      payload: { name, email: `${name}@nordlicht.example`, password: PASSWORD, passwordRepeat: PASSWORD, ...extra },
    });
  const setSwitch = async (value: string) => {
    await t.db.query("DELETE FROM config_param WHERE key = 'isUserCanEditImmediately' AND mandant_id IS NULL");
    await t.db.query("INSERT INTO config_param (key, value) VALUES ('isUserCanEditImmediately', $1)", [value]);
  };

  it("switch off: a main user's new user gets no edit right, even when the body asks for it", async () => {
    await setSwitch('false');
    const res = await create(haupt, 'ohnerecht', { edit: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().edit).toBe(false);
  });

  it('switch on: the new user may edit at once when the creator may', async () => {
    await setSwitch('true');
    const res = await create(haupt, 'sofortrecht');
    expect(res.statusCode).toBe(201);
    expect(res.json().edit).toBe(true);
  });

  it("keeps the read-only version: a main user's new user gets his own version, not the one sent", async () => {
    const res = await create(haupt, 'fremdversion', { benutzerversion: { id: 2 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().benutzerversion).toEqual({ id: 1 });
  });

  it('lets an admin choose the version and the edit right', async () => {
    await setSwitch('false');
    const res = await create(admin, 'adminwahl', { benutzerversion: { id: 2 }, edit: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ benutzerversion: { id: 2 }, edit: true });
  });
});

/** The server checks a user with the dialog's document (usermanagementDialog.screen.json), the name trimmed as it is saved. */
describe('a user is checked with the user dialog document', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin')).accessToken;
  });
  afterAll(() => t.app.close());
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/benutzer', headers: bearer(admin), payload });

  it('refuses a name of blanks at the field instead of saving a user without a name', async () => {
    const res = await post({ name: '   ', password: PASSWORD, passwordRepeat: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0]).toMatchObject({ fieldname: 'name', message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.' });
    expect((await t.db.query("SELECT 1 FROM benutzer WHERE trim(name) = ''")).rows).toHaveLength(0);
  });

  it("refuses a repeat that differs with the dialog's text", async () => {
    const res = await post({ name: 'wiederholt', password: PASSWORD, passwordRepeat: `${PASSWORD}x` });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0]).toMatchObject({
      fieldname: 'passwordRepeat',
      message: 'Die Passwörter sind nicht identisch.',
    });
  });
});
