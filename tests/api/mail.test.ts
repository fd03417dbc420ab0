import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const REGISTRATION = {
  owningMandant: {
    name: 'Ostsee Kühlhaus GmbH',
    adresse: {
      fremdnummer: '880012',
      name: 'Ostsee Kühlhaus GmbH',
      strasse: 'Hafenweg',
      hausnummer: '1',
      plz: '18055',
      ort: 'Rostock',
      lkz: 'DE',
    },
  },
  name: 'ostsee',
  email: 'dispo@ostsee-kuehl.example',
  password: 'Kuehl#2026!',
  sprache: { id: 50 },
  benutzerversion: { id: 1 },
};

// Without SMTP_URL every mail is an .eml file in the outbox; with an SMTP server that is down, a
// registration leaves nothing behind (503) and a password request still answers 204.
describe('mail without an SMTP server, and with one that is down', () => {
  let outbox: string;
  let t: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'don-outbox-'));
    [t, down] = await Promise.all([
      createTestApp({ mail: { outboxDir: outbox, publicUrl: 'http://127.0.0.1:8080' } }),
      // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
      createTestApp({ mail: { smtpUrl: 'smtp://127.0.0.1:9', publicUrl: 'http://127.0.0.1:8080' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.app.close(), down.app.close()]);
    rmSync(outbox, { recursive: true, force: true });
  });

  it('writes the registration mail as an .eml file a mail program opens', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registrierung', payload: REGISTRATION });
    expect(res.statusCode, res.body).toBe(201);
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(outbox, files[0])));
    expect(mail.to).toMatchObject({ text: 'dispo@ostsee-kuehl.example' });
    expect(mail.from?.text).toContain('Disponent Online');
    expect(mail.subject).toBe('Disponent Online: Bitte bestätigen Sie Ihre Registrierung');
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:8080\/disponent-online\/confirmreg\/[\w-]{43}/);
  });

  it('refuses a registration whose mail cannot go out, and stores nothing', async () => {
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/registrierung',
      payload: { ...REGISTRATION, name: 'ostsee2' },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()[0]).toMatchObject({
      message: 'Die Bestätigungs-E-Mail konnte nicht versandt werden. Bitte versuchen Sie es später erneut.',
    });
    const { rows } = await down.db.query(
      "SELECT 1 FROM benutzer WHERE name = 'ostsee2' UNION ALL SELECT 1 FROM mandant WHERE name = 'Ostsee Kühlhaus GmbH'",
    );
    expect(rows).toHaveLength(0);
    const forget = await down.app.inject({ method: 'POST', url: '/api/benutzer/forget?nameOrEmail=demo' });
    expect(forget.statusCode).toBe(204);
  });
});
