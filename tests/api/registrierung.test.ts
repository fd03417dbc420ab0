import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startSmtpReceiver, type SmtpReceiver, type TestApp } from './helpers';

const ADRESSE = {
  fremdnummer: '880012',
  name: 'Haalboom Test BV',
  strasse: 'Kade',
  hausnummer: '1',
  plz: '30159',
  ort: 'Hannover',
  lkz: 'DE',
};
const REGISTRATION = {
  owningMandant: { name: 'Haalboom Test BV', adresse: ADRESSE },
  name: 'haal',
  email: 'haal@example.nl',
  password: 'Kade#2026abc',
};

/** The server checks a registration with the register form's document (register.screen.json), for the client's configuration. */
describe('registration checked with the register document', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/registrierung', payload });
  const setGlobal = async (values: Record<string, string>) => {
    await t.db.query('DELETE FROM config_param WHERE mandant_id IS NULL');
    for (const [key, value] of Object.entries(values))
      await t.db.query('INSERT INTO config_param (mandant_id, key, value) VALUES (NULL, $1, $2)', [key, value]);
  };
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ mail: { smtpUrl: smtp.url, publicUrl: 'https://portal.example' } });
  });
  afterAll(async () => {
    await t.app.close();
    await smtp.close();
  });

  it('refuses a password below the client minimum (Haalboom: 12) with that minimum, once', async () => {
    await setGlobal({ clientKunde: 'haalboom', isRegistrierung: 'true' });
    const res = await post({ ...REGISTRATION, password: 'Kade#2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      expect.objectContaining({
        fieldname: 'password',
        message: 'Bitte mindestens 12, max. 25Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben',
      }),
    ]);
  });

  it('words a password the contract refuses (no capital, no special character) with the client minimum too', async () => {
    await setGlobal({ clientKunde: 'haalboom', isRegistrierung: 'true' });
    const res = await post({ ...REGISTRATION, password: 'kurz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      expect.objectContaining({
        fieldname: 'password',
        header: 'Registrierung',
        message: 'Bitte mindestens 12, max. 25Zeichen, einen Großbuchstaben, eine Zahl und ein Sonderzeichen eingeben',
      }),
    ]);
  });

  it('takes only digits as customer number for the one client (variant C), any text for the others', async () => {
    await setGlobal({ clientKunde: 'haalboom', isRegistrierung: 'true' });
    const letters = {
      ...REGISTRATION,
      owningMandant: { ...REGISTRATION.owningMandant, adresse: { ...ADRESSE, fremdnummer: 'HB-12' } },
    };
    const refused = await post(letters);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0]).toMatchObject({
      fieldname: 'owningMandant.adresse.fremdnummer',
      message: 'Die Kundennummer darf nur Ziffern enthalten.',
    });
    await setGlobal({});
    expect((await post(letters)).statusCode).toBe(201);
    // The change log holds the new tenant, its address and its first user, created by that user.
    const { rows } = await t.db.query<{ objekt_typ: string; benutzer_name: string }>(
      `SELECT a.objekt_typ, a.benutzer_name FROM aenderung a JOIN benutzer b ON b.id = a.benutzer_id
        WHERE b.name = $1 AND a.aktion = 'angelegt' ORDER BY a.id`,
      [REGISTRATION.name],
    );
    expect(rows).toEqual(
      ['mandant', 'adresse', 'benutzer'].map((objekt_typ) => ({ objekt_typ, benutzer_name: REGISTRATION.name })),
    );
  });

  it('refuses a registration without country (PLZ and Ort belong to one), at the field', async () => {
    await setGlobal({});
    const { lkz: _lkz, ...rest } = ADRESSE;
    const res = await post({ ...REGISTRATION, name: 'ohneland', owningMandant: { name: 'X', adresse: rest } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      expect.objectContaining({
        fieldname: 'owningMandant.adresse.lkz',
        message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.',
      }),
    ]);
  });
});
