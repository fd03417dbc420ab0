import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAddresses } from '../../server/addresses';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Address = Record<string, unknown> & { id: number; version: number; name: string };

/** The address management's sort, the capture document's rules on the server, copies and the import. */
describe('/api/adressen: address management, capture rules and import', () => {
  let t: TestApp;
  let demo: string;
  let hamburg: number;
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await login(t.app, 'demo')).accessToken;
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
  });
  afterAll(() => t.app.close());
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = demo) =>
    t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
  const count = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM adresse WHERE mandant_id = $1', [hamburg])).rows[0]
      .n;

  it('sorts a page by any column of the address management, ascending and descending', async () => {
    const names = async (sortBy: string) =>
      (await call('GET', `/api/adressen/search?page=1&searchLimit=100&sortBy=${sortBy}`)).json<Address[]>();
    const up = await names('ort');
    // German collation (migration 0025): Lübeck between Lübbecke and Lüneburg, not after every plain letter.
    const german = (a: string, b: string) => a.localeCompare(b, 'de');
    const orte = up.map((a) => String(a.ort));
    expect(orte).toEqual([...orte].sort(german));
    const down = await names('-strasse');
    const strassen = down.map((a) => String(a.strasse));
    expect(strassen).toEqual([...strassen].sort(german).reverse());
    const unknown = await call('GET', '/api/adressen/search?sortBy=daten');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()[0]).toMatchObject({
      fieldname: 'sortBy',
      message: 'Nach „daten“ kann die Adressliste nicht sortiert werden.',
    });
  });

  it('checks a new or changed address with the capture document: mandatory Ort, limits the contract does not know', async () => {
    const noPlace = await call('POST', '/api/adressen', { name: 'Ohne Ort GmbH', ort: '' });
    expect(noPlace.statusCode).toBe(400);
    const created = await call('POST', '/api/adressen', {
      name: 'Elbe Test GmbH',
      ort: 'Hamburg',
      lkz: 'DE',
      plz: '20095',
    });
    expect(created.statusCode).toBe(201);
    const address = created.json<Address>();
    const longId = await call('PUT', `/api/adressen/${address.id}`, { ...address, usteuerid: 'DE'.padEnd(21, '1') });
    expect(longId.statusCode).toBe(400);
    expect(longId.json()[0]).toMatchObject({ fieldname: 'usteuerid', message: 'max. 20 Zeichen' });
    const withoutPlace = await call('PUT', `/api/adressen/${address.id}`, { ...address, ort: null });
    expect(withoutPlace.statusCode).toBe(400);
    expect(withoutPlace.json()[0]).toMatchObject({
      fieldname: 'ort',
      message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.',
    });
    expect((await call('PUT', `/api/adressen/${address.id}`, { ...address, kurzname: 'Elbe' })).statusCode).toBe(200);
  });

  it('refuses a country code the country list lacks, on create, change and import, and keeps a code stored before', async () => {
    const before = await count();
    const unknown = await call('POST', '/api/adressen', { name: 'Weichsel Handel', ort: 'Warszawa', lkz: 'XX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([
      expect.objectContaining({ fieldname: 'lkz', message: 'Das Land ist nicht bekannt.', header: 'Adresse' }),
    ]);
    const created = await call('POST', '/api/adressen', { name: 'Weichsel Handel', ort: 'Warszawa', lkz: 'pl' });
    expect(created.statusCode, created.body).toBe(201);
    const address = created.json<Address>();
    const changed = await call('PUT', `/api/adressen/${address.id}`, { ...address, lkz: 'QQ' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()[0]).toMatchObject({ fieldname: 'lkz', message: 'Das Land ist nicht bekannt.' });
    // A code the list no longer holds stays allowed on the address that has it.
    await t.db.query(`UPDATE adresse SET daten = daten || '{"lkz": "YU"}'::jsonb WHERE id = $1`, [address.id]);
    const stored = (await call('GET', `/api/adressen/${address.id}`)).json<Address>();
    expect((await call('PUT', `/api/adressen/${address.id}`, { ...stored, kurzname: 'Weichsel' })).statusCode).toBe(
      200,
    );
    const imported = await call('POST', `/api/adressen/import?mandant_id=${hamburg}`, [
      { name: 'Eins', ort: 'Hamburg', lkz: 'DE' },
      { name: 'Zwei', ort: 'Gdańsk', lkz: 'XX' },
    ]);
    expect(imported.statusCode).toBe(400);
    expect(imported.json()).toEqual([
      expect.objectContaining({ fieldname: '1.lkz', message: 'Zeile 3: LKZ: Das Land ist nicht bekannt.' }),
    ]);
    expect(await count()).toBe(before + 1);
  });

  it('stores the source of a copy, but only one the caller may read', async () => {
    const source = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM adresse WHERE mandant_id = $1 AND in_uebertragung ORDER BY id LIMIT 1',
        [hamburg],
      )
    ).rows[0].id;
    const foreign = (
      await t.db.query<{ id: number }>('SELECT id FROM adresse WHERE mandant_id <> $1 ORDER BY id LIMIT 1', [hamburg])
    ).rows[0].id;
    const copy = await call('POST', '/api/adressen', { name: 'Kopie GmbH', ort: 'Hamburg', copyId: source });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ copyId: source, inUebertragung: false });
    const probe = await call('POST', '/api/adressen', { name: 'Kopie GmbH', ort: 'Hamburg', copyId: foreign });
    expect(probe.statusCode).toBe(400);
    expect(probe.json()[0]).toMatchObject({ fieldname: 'copyId', message: 'Die Adresse wurde nicht gefunden.' });
  });

  it('imports all or nothing: a bad row is named by its CSV line and nothing is stored', async () => {
    const before = await count();
    const rows = [
      { name: 'Import Eins GmbH', ort: 'Hamburg', plz: '20095', lkz: 'DE' },
      { name: 'Import Zwei GmbH', ort: 'Bremen' },
      { name: 'Import Drei GmbH', ort: '' },
    ];
    const bad = await call('POST', `/api/adressen/import?mandant_id=${hamburg}`, rows);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      expect.objectContaining({
        fieldname: '2.ort',
        message: 'Zeile 4: Ort: Feld ist ein Pflichtfeld. Bitte ausfüllen.',
      }),
    ]);
    expect(await count()).toBe(before);
    const good = await call(
      'POST',
      `/api/adressen/import?mandant_id=${hamburg}`,
      rows.slice(0, 2).map((r) => ({ ...r, telefon: '' })),
    );
    expect(good.statusCode).toBe(204);
    expect(await count()).toBe(before + 2);
    const found = (await call('GET', '/api/adressen/search?query=import%20eins')).json<Address[]>();
    expect(found).toEqual([expect.objectContaining({ name: 'Import Eins GmbH', plz: '20095', lkz: 'DE' })]);
    expect(found[0]).not.toHaveProperty('telefon');
  });

  it('takes an import of 10,000 rows, more than the 1 MB other bodies may have', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      fremdnummer: String(900000 + i),
      name: `Massenimport ${i} GmbH`,
      zeile2: 'Wareneingang Tor 4',
      strasse: 'Große Elbstraße',
      hausnummer: String(i % 200),
      ortsteil: 'Altona',
      ort: 'Hamburg',
      plz: '22767',
      lkz: 'DE',
      kontakt: 'Frau Jansen',
      telefon: '+49 40 1234567',
    }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(1024 * 1024);
    const before = await count();
    const logged = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM aenderung WHERE objekt_typ = 'adresse' AND aktion = 'angelegt' AND mandant_id = $1 AND benutzer_name = 'demo'",
          [hamburg],
        )
      ).rows[0].n;
    const loggedBefore = await logged();
    expect((await call('POST', `/api/adressen/import?mandant_id=${hamburg}`, rows)).statusCode).toBe(204);
    expect(await count()).toBe(before + 10_000);
    // Each imported address is in the change log as created by the importing user.
    expect(await logged()).toBe(loggedBefore + 10_000);
  }, 60_000);

  it('stores an import batch by batch, all or nothing: a failing batch takes the stored ones back', async () => {
    const rows = (prefix: string, bad?: number) =>
      Array.from({ length: 7 }, (_, i) => ({
        name: i === bad ? 'X'.repeat(80) : `${prefix} ${i} GmbH`,
        ort: 'Hamburg',
        plz: '22767',
        lkz: 'DE',
      }));
    const before = await count();
    await importAddresses(t.db, hamburg, rows('Stapel'), 2);
    expect(await count()).toBe(before + 7);
    // Row 5 is too long for the column (the route checks it before; here the database refuses the fourth batch).
    await expect(importAddresses(t.db, hamburg, rows('Abbruch', 6), 2)).rejects.toThrow();
    expect(await count()).toBe(before + 7);
  });
});
