/* Address import of 10,000 rows (under 10 s): the browser's part (decode Windows-1252, csv-parse, check each row
   with the capture document) run in Node with the page's own code, then POST /api/adressen/import over HTTP (checks and
   stores all or nothing). Prints figures (npm run bench), asserts nothing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyVariants, createContext } from '../../engine/core';
import { buildApp } from '../../server';
import { documents } from '../../server/documents';
import {
  decodeCsv,
  readRows,
  rowErrors,
  type ImportSettings,
  type ImportTexts,
} from '../../app/pages/admin/parseImport';
import { measure, report } from './index';

const ROWS = 10_000;
const dir = mkdtempSync(join(tmpdir(), 'don-bench-import-'));
const app = await buildApp({ logger: false, dataDir: dir });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const { accessToken } = (await (
  await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Disponent#2026' }),
  })
).json()) as { accessToken: string };

try {
  const admin = documents().screen('admin');
  const settings = admin.settings!.adressImport! as ImportSettings;
  const texts = admin.messages as ImportTexts;
  const context = createContext({ session: { loggedIn: true, admin: true, edit: true } });
  const check = applyVariants(documents().screen('adresserfassung'), documents().overlays, {
    ...context,
    data: {},
  }).document;
  // A file as a spreadsheet program saves it: Windows-1252, every column filled, umlauts.
  const lines = Array.from({ length: ROWS }, (_, i) =>
    [
      String(800000 + i),
      `Müller Großhandel ${i} GmbH`,
      'Wareneingang',
      'Tor 4',
      'Große Elbstraße',
      String(1 + (i % 200)),
      'a',
      'Altona',
      'Hamburg',
      '22767',
      'DE',
      'Frau Jürgens',
      '+49 40 1234567',
    ].join(';'),
  );
  const bytes = new Uint8Array(Buffer.from(`${settings.columns.join(';')}\r\n${lines.join('\r\n')}\r\n`, 'latin1'));
  const { id: mandantId } = (
    await app.db.query<{ id: number }>("SELECT id FROM mandant WHERE name = 'Nordlicht Logistik Hamburg'")
  ).rows[0];

  let rows: Record<string, unknown>[] = [];
  const read = async () => {
    const parsed = readRows(decodeCsv(bytes), settings, texts);
    rows = parsed.rows.map((r) => {
      if (rowErrors(check, context, r.adresse)) throw new Error(`Zeile ${r.zeile} fehlerhaft`);
      return r.adresse;
    });
  };
  const send = async () => {
    const res = await fetch(`${base}/api/adressen/import?mandant_id=${mandantId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(rows),
    });
    if (res.status !== 204) throw new Error(`Import ${res.status}: ${await res.text()}`);
  };
  console.log(`\nAdressimport ${ROWS.toLocaleString('de-DE')} Zeilen (Windows-1252, alle 13 Spalten):`);
  const reading = await measure(3, read, 1);
  report('  lesen und prüfen (Code der Seite)', reading);
  const sending = await measure(3, send, 1);
  report('  POST /api/adressen/import (prüfen, speichern)', sending);
  report('  zusammen (Median lesen + Median Import)', [
    [...reading].sort((a, b) => a - b)[1] + [...sending].sort((a, b) => a - b)[1],
  ]);
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
