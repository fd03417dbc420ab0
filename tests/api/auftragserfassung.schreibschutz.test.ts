import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';
import { day, newOrder, type Answer, type Json } from './auftragserfassung.fixtures';

const LOCKED = 'Das Feld darf nicht geändert werden.';
const SWITCHES = ['isAbsenderEditDeny', 'isDenyZustelldatum'];

// The capture document's read-only rules hold on the server too (orders.md §4, account-admin.md): a save that changes a
// locked field is refused with a notification on the field's path, an unchanged one goes through.
describe('read-only fields of the capture document on save', () => {
  let t: TestApp;
  let hamburg: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());
  afterEach(async () => {
    await t.db.query('DELETE FROM config_param WHERE mandant_id = $1 AND key = ANY($2)', [hamburg, SWITCHES]);
  });
  const call = async (method: 'POST' | 'PUT', url: string, payload: Json) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      payload: await withStoredVersion(t.app, token, method, url, payload),
    });
  const switchOn = async (key: string) => {
    await t.db.query('INSERT INTO config_param (mandant_id, key, value) VALUES ($1, $2, $3)', [hamburg, key, 'true']);
  };
  const stored = async (extra: Json = {}) => {
    const res = await call('POST', '/api/auftraege', newOrder(extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Json & { id: number }>().id;
  };
  const refusal = (res: { statusCode: number; body: string; json: <T>() => T }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Answer[]>()).toContainEqual(
      expect.objectContaining({ fieldname: field, message: LOCKED, severity: 'ERROR' }),
    );
  };

  it('refuses another sender with isAbsenderEditDeny and keeps the stored one', async () => {
    const id = await stored();
    await switchOn('isAbsenderEditDeny');
    const changed = await call(
      'PUT',
      `/api/auftraege/${id}`,
      newOrder({ absender: { ...(newOrder().absender as Json), name: 'Fremde Spedition' } }),
    );
    refusal(changed, 'absender.name');
    const {
      rows: [row],
    } = await t.db.query<{ daten: Json }>('SELECT daten FROM auftrag WHERE id = $1', [id]);
    expect((row.daten.absender as Json).name).toBe('Elbe Papierwerke GmbH');
    const same = await call('PUT', `/api/auftraege/${id}`, newOrder({ dispohinweis: 'Rampe 4' }));
    expect(same.statusCode, same.body).toBe(200);
  });

  it('lets a new order enter its sender with isAbsenderEditDeny (the lock is for stored orders)', async () => {
    await switchOn('isAbsenderEditDeny');
    const created = await call('POST', '/api/auftraege', newOrder());
    expect(created.statusCode, created.body).toBe(201);
  });

  it('refuses another delivery date with isDenyZustelldatum unless the Terminart is Fixtermin (4)', async () => {
    const id = await stored();
    await switchOn('isDenyZustelldatum');
    const later = { zustellDatumVon: `${day(5)}T08:00:00.000Z`, zustellDatumBis: `${day(5)}T12:00:00.000Z` };
    refusal(await call('PUT', `/api/auftraege/${id}`, newOrder(later)), 'entladedatum');
    refusal(await call('POST', '/api/auftraege', newOrder(later)), 'entladedatum');
    const unchanged = await call('PUT', `/api/auftraege/${id}`, newOrder());
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    // The same instant in another zone is the same stored delivery day.
    const zoned = await call(
      'PUT',
      `/api/auftraege/${id}`,
      newOrder({ zustellDatumVon: `${day(2)}T10:00:00+02:00`, zustellDatumBis: `${day(2)}T14:00:00+02:00` }),
    );
    expect(zoned.statusCode, zoned.body).toBe(200);
    const fixtermin = await call('PUT', `/api/auftraege/${id}`, newOrder({ ...later, terminkennzeichen: { id: 4 } }));
    expect(fixtermin.statusCode, fixtermin.body).toBe(200);
    expect(
      (await call('POST', '/api/auftraege', newOrder({ ...later, terminkennzeichen: { id: 4 } }))).statusCode,
    ).toBe(201);
  });

  it('refuses another Terminart while the stored order has a Zustellkennzeichen, and lets both be chosen together', async () => {
    const id = await stored({ zustellkennzeichen: { id: 5 }, terminkennzeichen: { id: 4 } });
    refusal(
      await call(
        'PUT',
        `/api/auftraege/${id}`,
        newOrder({ zustellkennzeichen: { id: 5 }, terminkennzeichen: { id: 52 } }),
      ),
      'terminkennzeichen.id',
    );
    const same = await call(
      'PUT',
      `/api/auftraege/${id}`,
      newOrder({ zustellkennzeichen: { id: 5 }, terminkennzeichen: { id: 4 } }),
    );
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses another tenant in the main-client selector of a stored order', async () => {
    const id = await stored();
    const other = await mandantId(t.db, 'Papenburg Handelslogistik');
    refusal(await call('PUT', `/api/auftraege/${id}`, newOrder({ id, mandant: { id: other } })), 'mandant.id');
    const own = await call('PUT', `/api/auftraege/${id}`, newOrder({ id, mandant: { id: hamburg } }));
    expect(own.statusCode, own.body).toBe(200);
  });
});
