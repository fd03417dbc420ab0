import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveClientConfig } from '../../server/config/saveClientConfig';
import { bearer, createTestApp, login, mandantId, withStoredVersion, type TestApp } from './helpers';
import { newOrder, position, type Json } from './auftragserfassung.fixtures';

const INVALID_CHOICE = 'Bitte einen gültigen Wert wählen.';

// Data hidden by a rule is not taken from a save. For demo (default variant, Klassifizierung off, no metro) the
// capture document hides Sperrigkeit, Metro-Kennung and IBAN/BIC (variant B only).
describe('hidden fields are not taken from a save', () => {
  let t: TestApp;
  let hamburg: number;
  beforeAll(async () => {
    t = await createTestApp();
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
  });
  afterAll(() => t.app.close());
  const call = async (user: string, method: 'POST' | 'PUT', url: string, payload: Json) => {
    const token = (await login(t.app, user)).accessToken;
    return t.app.inject({
      method,
      url,
      headers: bearer(token),
      payload: await withStoredVersion(t.app, token, method, url, payload),
    });
  };
  const daten = async (id: number) =>
    (await t.db.query<{ daten: Json }>('SELECT daten FROM auftrag WHERE id = $1', [id])).rows[0].daten;
  const hidden = {
    sperrigkeit: { id: 3 },
    metrokennung: { id: 9 },
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  };

  it('stores none of them on a new order, even values the server would refuse where they are shown', async () => {
    const res = await call('demo', 'POST', '/api/auftraege', newOrder(hidden));
    expect(res.statusCode, res.body).toBe(201);
    const stored = await daten(res.json().id);
    for (const key of Object.keys(hidden)) expect(stored[key] ?? null, key).toBeNull();
    expect(stored.spedfremdnr).toBe('LS-4711');
  });

  it('keeps the stored value on a change', async () => {
    const { id } = (await call('demo', 'POST', '/api/auftraege', newOrder())).json();
    // Values the order got while they were shown (another user's screen, an earlier configuration).
    await t.db.query(
      `UPDATE auftrag SET daten = daten || '{"sperrigkeit": {"id": 4}, "iban": "DE02120300000000202051"}'::jsonb WHERE id = $1`,
      [id],
    );
    const res = await call(
      'demo',
      'PUT',
      `/api/auftraege/${id}`,
      newOrder({ id, sperrigkeit: { id: 3 }, iban: 'DE89370400440532013000', spedfremdnr: 'LS-4712' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await daten(id)).toMatchObject({
      sperrigkeit: { id: 4 },
      iban: 'DE02120300000000202051',
      spedfremdnr: 'LS-4712',
    });
  });

  it('still checks the values where the screen shows the field', async () => {
    const metro = await call(
      'metro',
      'POST',
      '/api/auftraege',
      newOrder({ metrokennung: { id: 9 }, auftragspositionen: [position({ laengeCM: 1, breiteCM: 1, hoeheCM: 1 })] }),
    );
    expect(metro.statusCode, metro.body).toBe(400);
    expect(metro.json()).toContainEqual(
      expect.objectContaining({ fieldname: 'metrokennung.id', message: INVALID_CHOICE }),
    );
    await saveClientConfig(t.db, hamburg, [{ key: 'isShowKlassifizierung', value: 'true' }]);
    const demo = await call('demo', 'POST', '/api/auftraege', newOrder({ sperrigkeit: { id: 3 } }));
    expect(demo.statusCode, demo.body).toBe(400);
    expect(demo.json()).toContainEqual(
      expect.objectContaining({ fieldname: 'sperrigkeit.id', message: INVALID_CHOICE }),
    );
    const own = await call('demo', 'POST', '/api/auftraege', newOrder({ sperrigkeit: { id: 4 } }));
    expect(own.statusCode, own.body).toBe(201);
    expect((await daten(own.json().id)).sperrigkeit).toMatchObject({ id: 4 });
  });
});
