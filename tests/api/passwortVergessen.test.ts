import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMailTestApp, login, type SmtpReceiver } from './helpers';

const NEW_PASSWORD = 'Neu#Passwort2026';

// The password mail's link (one use, expiring) leads to a new password under the password rule, and every
// session of the user ends.
describe('forgotten password: mail, link, new password', () => {
  let t: Awaited<ReturnType<typeof createMailTestApp>>;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    t = await createMailTestApp();
    smtp = t.smtp;
  });
  afterAll(() => t.close());
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload });

  it('sets a new password once with the mailed link and ends every session of the user', async () => {
    const before = await login(t.app, 'leser');
    expect((await inject('POST', '/api/benutzer/forget?nameOrEmail=leser')).statusCode).toBe(204);
    const mail = await smtp.nextMailTo(
      (await t.db.query<{ email: string }>("SELECT email FROM benutzer WHERE name = 'leser'")).rows[0].email,
    );
    const token = /forgottenPassword\/([\w-]+)/.exec(mail.text ?? '')![1];
    const url = `/api/benutzer/forget/${token}`;
    expect((await inject('GET', url)).statusCode).toBe(204);

    const weak = await inject('POST', url, { password: 'kurz', passwordRepeat: 'kurz' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()[0]).toMatchObject({ fieldname: 'password', message: expect.stringContaining('mindestens') });
    const different = await inject('POST', url, { password: NEW_PASSWORD, passwordRepeat: `${NEW_PASSWORD}x` });
    expect(different.json()[0]).toMatchObject({
      fieldname: 'passwordRepeat',
      message: 'Die Passwörter sind nicht identisch.',
    });
    // Refused passwords leave the link usable.
    expect((await inject('GET', url)).statusCode).toBe(204);

    expect((await inject('POST', url, { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD })).statusCode).toBe(204);
    const again = await inject('POST', url, { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(again.statusCode).toBe(404);
    expect(again.json()[0].message).toBe(
      'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie über „Passwort vergessen“ einen neuen an.',
    );
    expect((await inject('GET', url)).statusCode).toBe(404);

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/benutzer/currentAsList',
      headers: bearer(before.accessToken),
    });
    expect(old.statusCode).toBe(401);
    expect(
      (
        await inject('POST', '/api/authentication/token', {
          accessToken: before.accessToken,
          refreshToken: before.refreshToken,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await inject('POST', '/api/authentication/login', { username: 'leser', password: 'Disponent#2026' })).statusCode,
    ).toBe(401);
    await login(t.app, 'leser', NEW_PASSWORD);
  });

  it('refuses unknown and expired links', async () => {
    expect((await inject('GET', '/api/benutzer/forget/gibtEsNicht')).statusCode).toBe(404);
    expect(
      (
        await inject('POST', '/api/benutzer/forget/gibtEsNicht', {
          password: NEW_PASSWORD,
          passwordRepeat: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject('POST', '/api/benutzer/forget?nameOrEmail=demo')).statusCode).toBe(204);
    const token = /forgottenPassword\/([\w-]+)/.exec((await smtp.nextMailTo('demo@nordlicht.example')).text ?? '')![1];
    await t.db.query(
      "UPDATE benutzer_token SET expires_at = now() - interval '1 minute' WHERE zweck = 'passwort' AND used_at IS NULL",
    );
    expect(
      (await inject('POST', `/api/benutzer/forget/${token}`, { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }))
        .statusCode,
    ).toBe(404);
    await login(t.app, 'demo');
  });
});
