import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { isCompanyPostcode, parseCsv } from '../../server/db/reference/postalCodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeClaims, login, type TestApp } from './helpers';

/** The demo users, the demo data's size and spread, and the seven fallback presets. */
const DEMO_USERS = ['admin', 'haupt', 'demo', 'metro', 'leser', 'kunde-a', 'kunde-b', 'kunde-c'] as const;
const PRESETS = JSON.parse(readFileSync(new URL('../../server/config/presets.json', import.meta.url), 'utf8')) as {
  presets: { id: string; label: string; values: Record<string, string> }[];
};

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());
  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql)).rows[0].n;

  it('lets every demo user log in with Disponent#2026, each with the role the README names', async () => {
    const claims = Object.fromEntries(
      await Promise.all(DEMO_USERS.map(async (u) => [u, decodeClaims((await login(t.app, u)).accessToken)])),
    );
    expect(claims.admin).toMatchObject({ admin: true, edit: true });
    expect(claims.haupt).toMatchObject({ admin: false, main: true, hauptmandant: true, edit: true });
    expect(claims.demo).toMatchObject({
      admin: false,
      main: false,
      hauptmandant: false,
      edit: true,
      version: 1,
      metro: false,
    });
    expect(claims.metro).toMatchObject({ metro: true, version: 2, edit: true });
    expect(claims.leser).toMatchObject({ edit: false, admin: false });
    const kunde = (user: string) =>
      Object.fromEntries(
        claims[user]['client-config-params'].map((p: { key: string; value: string }) => [p.key, p.value]),
      );
    expect(
      [kunde('kunde-a'), kunde('kunde-b'), kunde('kunde-c')].map((c) => [c.clientKunde, c.auftragsresearchtableconfig]),
    ).toEqual([
      ['phl', 'A'],
      ['sievers', 'B'],
      ['haalboom', 'C'],
    ]);
  });

  it('holds a few hundred addresses and orders of the last 60 days with positions, dangerous goods, services and history', async () => {
    expect(await count('SELECT count(*)::int AS n FROM adresse')).toBeGreaterThanOrEqual(200);
    expect(await count('SELECT count(*)::int AS n FROM auftrag')).toBeGreaterThanOrEqual(200);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM auftrag WHERE datum < now() - interval '61 days' OR datum > now() + interval '1 day'",
      ),
    ).toBe(0);
    expect(
      await count("SELECT count(DISTINCT date_trunc('week', datum))::int AS n FROM auftrag"),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await count("SELECT count(*)::int AS n FROM auftrag WHERE jsonb_array_length(daten -> 'auftragspositionen') > 0"),
    ).toBeGreaterThanOrEqual(200);
    expect(
      await count(`SELECT count(*)::int AS n FROM auftrag a WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(a.daten -> 'auftragspositionen') p
      WHERE jsonb_array_length(coalesce(p -> 'auftragsgefahrgueter', '[]')) > 0)`),
    ).toBeGreaterThan(10);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM auftrag WHERE jsonb_array_length(coalesce(daten -> 'auftragServices', '[]')) > 0",
      ),
    ).toBeGreaterThan(10);
    expect(await count('SELECT count(DISTINCT auftrag_id)::int AS n FROM auftragshistorie')).toBeGreaterThan(50);
    expect(await count('SELECT count(DISTINCT mandant_id)::int AS n FROM auftrag')).toBeGreaterThanOrEqual(7);
  });

  it('places the demo addresses and orders in real German places spread over the country, never at a company postcode', async () => {
    const rows = parseCsv(
      gunzipSync(readFileSync(new URL('../../server/data/postal-codes/DE.csv.gz', import.meta.url))).toString('utf8'),
    ).slice(1);
    const places = new Set(rows.filter((r) => r.length > 4 && !isCompanyPostcode(r)).map((r) => r[2]));
    const companies = new Set(
      rows
        .filter((r) => r.length > 4 && isCompanyPostcode(r))
        .map((r) => r[2].trim().slice(0, 35).trim())
        .filter((n) => !places.has(n)),
    );
    expect(companies).toContain('HUK-Coburg');
    const { rows: seeded } = await t.db.query<{ ort: string }>(`SELECT ort FROM adresse UNION
      SELECT daten->'absender'->>'ort' FROM auftrag UNION SELECT daten->'empfaenger'->>'ort' FROM auftrag`);
    expect(seeded.map((r) => r.ort).filter((ort) => companies.has(ort))).toEqual([]);
    expect(
      await count("SELECT count(DISTINCT left(plz, 1))::int AS n FROM adresse WHERE daten->>'lkz' = 'DE'"),
    ).toBeGreaterThanOrEqual(8);
  });

  it('uses only country codes the country list holds, in every address and every party of every order', async () => {
    const codes = async (sql: string) => (await t.db.query<{ lkz: string }>(sql)).rows.map((r) => r.lkz);
    const roles = [
      'absender',
      'empfaenger',
      'abweichendeAbholer',
      'abweichendeEmpfaenger',
      'rechnungsempfaenger',
      'abweichendeRechnungsempfaenger',
      'neutralerAbsender',
      'nachnahmeempfaenger',
    ];
    const used = [
      ...(await codes("SELECT DISTINCT daten ->> 'lkz' AS lkz FROM adresse WHERE coalesce(daten ->> 'lkz', '') <> ''")),
      ...(await codes(`SELECT DISTINCT a.daten -> r ->> 'lkz' AS lkz FROM auftrag a, unnest($$${'{' + roles.join(',') + '}'}$$::text[]) r
        WHERE coalesce(a.daten -> r ->> 'lkz', '') <> ''`)),
    ];
    const known = new Set(await codes('SELECT upper(lkz) AS lkz FROM land'));
    expect(used.length).toBeGreaterThan(0);
    expect([...new Set(used)].filter((lkz) => !known.has(lkz.toUpperCase()))).toEqual([]);
  });

  it("uses only values the tenants' lists hold: every seeded order, read and saved again as a new order of its tenant, is taken", async () => {
    const admin = bearer((await login(t.app, 'admin')).accessToken);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM auftrag ORDER BY id');
    const refused: string[] = [];
    for (const { id } of rows) {
      const order = (await t.app.inject({ method: 'GET', url: `/api/auftraege/${id}`, headers: admin })).json<
        Record<string, unknown>
      >();
      const { id: _id, version: _version, ...content } = order;
      const saved = await t.app.inject({ method: 'POST', url: '/api/auftraege', headers: admin, payload: content });
      if (saved.statusCode !== 201) refused.push(`${id}: ${saved.body}`);
    }
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(refused).toEqual([]);
  });

  it('keeps the seven fallback presets of account-admin.md §1 as data, each selectable by the configurator', async () => {
    expect(PRESETS.presets.map((p) => p.id)).toEqual([
      'default',
      'mmt',
      'phl',
      'sievers',
      'disponent',
      'haalboom',
      'demo',
    ]);
    for (const preset of PRESETS.presets.filter((p) => p.id !== 'default')) {
      // Each save ends the saving session: the admin logs in again for the next.
      const { accessToken } = await login(t.app, 'admin');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/config-param/coco',
        headers: bearer(accessToken),
        payload: [{ key: 'clientKunde', value: preset.id }],
      });
      expect(res.statusCode, preset.id).toBe(200);
      const answer = Object.fromEntries(res.json<{ key: string; value: string }[]>().map((p) => [p.key, p.value]));
      expect(answer, preset.id).toMatchObject(preset.values);
    }
  });
});
