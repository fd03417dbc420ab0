/* Address search as the user types (GET /api/adressen/search, the capture screen's 'Adressbuch') over a large address book
   (npm run bench); prints figures, asserts nothing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server';
import { measure, report } from './index';

const count = Number(process.env.BENCH_ADDRESSES ?? 200000);
const dir = mkdtempSync(join(tmpdir(), 'don-bench-adressen-'));
const app = await buildApp({ logger: false, dataDir: dir });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const { accessToken } = (await (
  await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
  })
).json()) as { accessToken: string };
const search =
  (query: string, sortBy = '') =>
  () =>
    fetch(
      `${base}/api/adressen/search?query=${encodeURIComponent(query)}&page=1&searchLimit=20${sortBy && `&sortBy=${sortBy}`}`,
      {
        headers: { authorization: `Bearer ${accessToken}` },
      },
    ).then((r) => r.text());

try {
  const started = Date.now();
  // Spread over every tenant, so the demo user's book holds a seventh and the others' rows must be skipped by the index.
  await app.db.query(
    `WITH o AS (SELECT row_number() OVER (ORDER BY id) AS rn, plz, ortsname FROM ort),
      n AS (SELECT count(*) AS c FROM o), m AS (SELECT array_agg(id ORDER BY id) AS ids FROM mandant),
      f AS (SELECT ARRAY['Spedition', 'Handel', 'Logistik', 'Baustoffe', 'Feinkost', 'Maschinenbau', 'Druckerei', 'Getränke'] AS w)
    INSERT INTO adresse (mandant_id, fremdnummer, name, plz, ort, suchtext, daten)
    SELECT m.ids[1 + g % array_length(m.ids, 1)], 'B' || g, x.name, o.plz, o.ortsname, lower(concat_ws(' ', 'B' || g, x.name, o.plz, o.ortsname)),
           jsonb_build_object('fremdnummer', 'B' || g, 'name', x.name, 'plz', o.plz, 'ort', o.ortsname)
      FROM generate_series(1, $1::int) g CROSS JOIN n CROSS JOIN m CROSS JOIN f
      CROSS JOIN LATERAL (SELECT f.w[1 + g % 8] || ' ' || f.w[1 + (g / 8) % 8] || ' ' || g AS name) x
      JOIN o ON o.rn = 1 + (g * 7919) % n.c`,
    [count],
  );
  await app.db.exec('ANALYZE adresse');
  console.log(
    `\n${count.toLocaleString('de-DE')} Adressen (Erzeugung ${((Date.now() - started) / 1000).toFixed(0)} s), Adresssuche über HTTP, 20 Treffer:`,
  );
  report('  leer (erste 20 nach Name)', await measure(30, search(''), 3));
  report('  Ort "cottbus"', await measure(30, search('cottbus'), 3));
  report('  PLZ-Anfang "281"', await measure(30, search('281'), 3));
  report('  zwei Wörter "feinkost bremen"', await measure(30, search('feinkost bremen'), 3));
  report('  Nummer "b12345"', await measure(30, search('b12345'), 3));
  // The address management sorts the whole book by any column (no index per column: a page sorts the tenant's rows).
  report('  Adressverwaltung: leer, nach Ort absteigend', await measure(10, search('', '-ort'), 2));
  report('  Adressverwaltung: leer, nach Straße', await measure(10, search('', 'strasse'), 2));
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
