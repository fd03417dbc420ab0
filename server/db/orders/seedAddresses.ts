import type { Db } from '../types';
import { COMPANIES, CONTACTS, STREETS } from './demoData';

/** Address book entries per demo tenant. */
const PER_TENANT = 40;
const SUFFIXES = ['Zentrale', 'Lager Nord', 'Werk 2', 'Niederlassung', 'Versand', 'Wareneingang'];

/**
 * Seeds a few hundred addresses (real postcode/place pairs of the shipped place data) into every tenant
 * of a demo user, a quarter of them already transferred (matchcode set, in transfer), once.
 */
export async function seedAddresses(db: Db): Promise<void> {
  const {
    rows: [{ n }],
  } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM adresse');
  if (n > 0) return;
  // Every n-th place by postcode, so the address book spreads over all of Germany rather than the file's first region.
  const { rows: places } = await db.query<{ plz: string; ort: string; land_id: number }>(
    `SELECT plz, ort, land_id FROM (
       SELECT o.plz, o.ortsname AS ort, o.land_id, row_number() OVER (ORDER BY o.plz, o.id) AS n, count(*) OVER () AS total
         FROM ort o JOIN land l ON l.id = o.land_id WHERE l.lkz = 'DE') x
      WHERE n % greatest(total / 600, 1) = 0 ORDER BY n LIMIT 600`,
  );
  const { rows: tenants } = await db.query<{ id: number }>('SELECT DISTINCT mandant_id AS id FROM benutzer ORDER BY 1');
  const rows: Record<string, unknown>[] = [];
  tenants.forEach((t, ti) => {
    for (let i = 0; i < PER_TENANT && places.length; i++) {
      const p = places[(ti * 97 + i * 13) % places.length];
      const k = ti * PER_TENANT + i;
      const transferred = i % 4 === 0;
      const daten = {
        fremdnummer: String(100000 + k),
        name: COMPANIES[k % COMPANIES.length],
        zeile2: SUFFIXES[k % SUFFIXES.length],
        strasse: STREETS[k % STREETS.length],
        hausnummer: String(1 + ((k * 7) % 150)),
        plz: p.plz,
        ort: p.ort,
        lkz: 'DE',
        land: { id: p.land_id, lkz: 'DE' },
        kontakt: CONTACTS[k % CONTACTS.length],
        telefon: `+49 ${30 + (k % 60)} ${200000 + k}`,
        einmaladresse: false,
        unsichtbar: false,
        typ: i % 2 ? 'empfaenger' : 'versender',
      };
      rows.push({
        mandant_id: t.id,
        fremdnummer: daten.fremdnummer,
        matchcode: transferred ? `M${20000 + k}` : null,
        name: daten.name,
        plz: p.plz,
        ort: p.ort,
        in_uebertragung: transferred,
        suchtext: [
          daten.fremdnummer,
          daten.name,
          daten.zeile2,
          p.plz,
          p.ort,
          daten.strasse,
          transferred ? `m${20000 + k}` : '',
        ]
          .join(' ')
          .toLowerCase(),
        daten,
      });
    }
  });
  await db.query(
    `INSERT INTO adresse (mandant_id, fremdnummer, matchcode, name, plz, ort, in_uebertragung, suchtext, daten)
    SELECT * FROM json_to_recordset($1::json) AS x(mandant_id int, fremdnummer text, matchcode text, name text, plz text, ort text,
      in_uebertragung boolean, suchtext text, daten jsonb)`,
    [JSON.stringify(rows)],
  );
}
