import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createMailTestApp,
  createTestApp,
  login,
  mandantId,
  withStoredVersion,
  type SmtpReceiver,
  type TestApp,
} from './helpers';

const REGISTRATION = {
  owningMandant: {
    name: 'Kühne Frischdienst GmbH',
    adresse: {
      fremdnummer: '880011',
      name: 'Kühne Frischdienst GmbH',
      strasse: 'Marktstraße',
      hausnummer: '3',
      plz: '30159',
      ort: 'Hannover',
      lkz: 'DE',
    },
  },
  name: 'kuehne',
  email: 'dispo@kuehne-frisch.example',
  password: 'Frisch#2026',
  sprache: { id: 50 },
  benutzerversion: { id: 1 },
};

describe('registration, password reset and user deletion', () => {
  let t: Awaited<ReturnType<typeof createMailTestApp>>;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    t = await createMailTestApp();
    smtp = t.smtp;
  });
  afterAll(() => t.close());
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });

  it('registers tenant, address and an inactive user that logs in only after the confirmation link', async () => {
    const res = await post('/api/registrierung', REGISTRATION);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'kuehne',
      hasAuthorized: false,
      sprache: { id: 50 },
      benutzerversion: { id: 1 },
      owningMandant: { name: 'Kühne Frischdienst GmbH' },
    });
    // The confirmation mail went through a real SMTP server: German text, the link on the configured public address.
    const mail = await smtp.nextMailTo('dispo@kuehne-frisch.example');
    expect(mail.subject).toBe('Disponent Online: Bitte bestätigen Sie Ihre Registrierung');
    expect(mail.text).toContain('mit dem Benutzernamen „kuehne“ registriert');
    const link = /https:\/\/portal\.example\/disponent-online\/confirmreg\/([\w-]+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    const token = link![1];
    // Only who knows the password learns that the confirmation is missing; a wrong one gets the usual answer.
    const refused = await post('/api/authentication/login', { username: 'kuehne', password: 'Frisch#2026' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()[0]).toMatchObject({
      id: 'login.unbestaetigt',
      message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in der Registrierungs-E-Mail.',
    });
    const wrong = await post('/api/authentication/login', { username: 'kuehne', password: 'Falsch#2026' });
    expect(wrong.json()[0].message).toBe('Benutzername oder Passwort ist falsch.');
    expect((await post(`/api/registrierung/confirm/${token}`)).statusCode).toBe(204);
    // The change log: the user confirmed his address himself.
    const { rows: confirmed } = await t.db.query<{ felder: unknown }>(
      `SELECT felder FROM aenderung WHERE objekt_typ = 'benutzer' AND benutzer_name = 'kuehne' AND aktion = 'geaendert'`,
    );
    expect(confirmed.map((r) => r.felder)).toEqual([[{ feld: 'authorized', alt: false, neu: true }]]);
    expect((await post(`/api/registrierung/confirm/${token}`)).json()[0].message).toBe(
      'Der Bestätigungslink ist ungültig oder abgelaufen.',
    );
    const session = await login(t.app, 'kuehne', 'Frisch#2026');
    const address = await t.app.inject({
      method: 'GET',
      url: '/api/adressen/currentMandantAdresse',
      headers: bearer(session.accessToken),
    });
    expect(address.json()).toMatchObject({ name: 'Kühne Frischdienst GmbH', plz: '30159', fremdnummer: '880011' });
  });

  it('refuses taken names and weak passwords with the registration texts', async () => {
    const taken = await post('/api/registrierung', { ...REGISTRATION, name: 'Demo' });
    expect(taken.json()[0]).toMatchObject({ fieldname: 'name', message: 'Der Username ist schon vorhanden.' });
    const weak = await post('/api/registrierung', { ...REGISTRATION, name: 'neu1', password: 'Ab#1' });
    expect(weak.json()[0].message).toBe(
      'Bitte mindestens 8, max. 25Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben',
    );
  });

  it('answers a password request with 204 whether or not the account exists, and issues a reset token only for a known one', async () => {
    expect((await post('/api/benutzer/forget?nameOrEmail=niemand%40example.de')).statusCode).toBe(204);
    expect((await post('/api/benutzer/forget?nameOrEmail=DEMO%40nordlicht.example')).statusCode).toBe(204);
    const { rows } = await t.db.query<{ name: string }>(
      "SELECT b.name FROM benutzer_token t JOIN benutzer b ON b.id = t.benutzer_id WHERE t.zweck = 'passwort'",
    );
    expect(rows.map((r) => r.name)).toEqual(['demo']);
    const mail = await smtp.nextMailTo('demo@nordlicht.example');
    expect(mail.subject).toBe('Disponent Online: Neues Passwort festlegen');
    expect(mail.text).toMatch(
      /für den Benutzer „demo“ wurde ein neues Passwort angefordert[\s\S]*https:\/\/portal\.example\/disponent-online\/forgottenPassword\/[\w-]{43}/,
    );
    expect(smtp.mails.filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });

  it('deletes users by the role rules: main users their family except admins, nobody themselves', async () => {
    const hauptSession = await login(t.app, 'haupt');
    const haupt = hauptSession.accessToken;
    const admin = (await login(t.app, 'admin')).accessToken;
    const id = async (name: string) =>
      (await t.db.query<{ id: number }>('SELECT id FROM benutzer WHERE name = $1', [name])).rows[0].id;
    const del = (token: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect((await del((await login(t.app, 'demo')).accessToken, `/api/benutzer/${await id('leser')}`)).statusCode).toBe(
      404,
    );
    expect((await del(haupt, `/api/benutzer/${await id('admin')}`)).statusCode).toBe(403);
    expect((await del(haupt, `/api/benutzer/${await id('metro')}`)).statusCode).toBe(404);
    expect((await del(admin, `/api/benutzer/${await id('admin')}`)).json()[0].message).toBe(
      'Sie können Ihren eigenen Benutzer nicht löschen.',
    );
    expect((await del(haupt, `/api/benutzer/${await id('leser')}?token=falsch`)).statusCode).toBe(400);
    expect((await del(haupt, `/api/benutzer/${await id('leser')}?token=${hauptSession.refreshToken}`)).statusCode).toBe(
      204,
    );
    expect(
      (await post('/api/authentication/login', { username: 'leser', password: 'Disponent#2026' })).statusCode,
    ).toBe(401);
  });
});

describe('tenant management of the admin area', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin')).accessToken;
  });
  afterAll(() => t.app.close());
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) =>
    t.app.inject({
      method,
      url,
      payload: await withStoredVersion(t.app, token, method, url, payload),
      headers: bearer(token),
    });
  const names = async (url: string) => (await call('GET', url)).json().map((m: { name: string }) => m.name);

  it('lists all, free and main tenants, filtered from two characters on', async () => {
    expect(await names('/api/mandanten/hauptmandanten-list')).toEqual(['Spedition Nordlicht GmbH']);
    expect(await names('/api/mandanten/freiemandanten?searchString=ie')).toEqual(['Sievers Spedition KG']);
    expect(await names('/api/mandanten/allmandanten')).toHaveLength(7);
    const short = await call('GET', '/api/mandanten/allmandanten?searchString=a');
    expect(short.statusCode).toBe(400);
    expect(short.json()[0].message).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
    const demo = (await login(t.app, 'demo')).accessToken;
    expect((await call('GET', '/api/mandanten/allmandanten', undefined, demo)).statusCode).toBe(403);
  });

  it('assigns and frees sub-tenants and refuses to drop a main role while sub-tenants exist', async () => {
    const nordlicht = await mandantId(t.db, 'Spedition Nordlicht GmbH');
    const sievers = await mandantId(t.db, 'Sievers Spedition KG');
    const refused = await call('POST', `/api/mandanten/hauptmandant/unregister?ids=${nordlicht}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0].message).toBe('Bitte entfernen Sie zuerst alle zugeordneten Untermandanten.');
    expect((await call('PUT', `/api/mandanten/${sievers}`, { hauptmandantId: nordlicht })).json()).toMatchObject({
      hauptmandantId: nordlicht,
    });
    expect((await call('GET', `/api/mandanten/hauptmandant/${sievers}`)).json()).toMatchObject({
      id: nordlicht,
      hauptmandantId: nordlicht,
    });
    expect((await call('PUT', `/api/mandanten/${sievers}`, { hauptmandantId: null })).json()).toMatchObject({
      hauptmandantId: null,
    });
    expect((await call('PUT', `/api/mandanten/${sievers}`, { hauptmandantId: sievers })).json()).toMatchObject({
      hauptmandantId: sievers,
    });
    expect((await call('POST', `/api/mandanten/hauptmandant/unregister?ids=${sievers}`)).statusCode).toBe(204);
    expect(await names('/api/mandanten/hauptmandanten-list')).toEqual(['Spedition Nordlicht GmbH']);
    const notMain = await call('PUT', `/api/mandanten/${sievers}`, {
      hauptmandantId: await mandantId(t.db, 'Nordlicht Logistik Bremen'),
    });
    expect(notMain.json()[0].message).toBe('Der gewählte Mandant ist kein Hauptmandant.');
  });
});
