import { readSheetRows, rowFindings, type RuleContext } from '../../engine/core';
import { backgroundTurn, type Db } from '../db';
import { HttpProblem, notification } from '../errors';
import { premiumDocument, premiumText } from './importDocument';

type Json = Record<string, unknown>;
const HEADER = 'Premiumimport';
/** Rows checked between two turns of the event loop, so other users' requests go on during a large file. */
const ROWS_PER_TURN = 200;
/** Notifications of one refused file at most (the rest are alike; the preview shows every row). */
const MAX_FINDINGS = 100;

const refused = (status: number, id: string, message: string, fieldname: string | null = 'file') =>
  new HttpProblem(status, [notification(`premium.${id}`, message, { header: HEADER, fieldname })]);

/** One stored premium area as the portal lists it. */
export interface PremiumArea {
  lkz: string;
  plzVon: string;
  plzBis: string;
  terminart: number;
  zeile: number;
}

/**
 * Reads an uploaded .xlsx and checks every row as the preview does (the browser's findings are never trusted): a file that
 * cannot be read, a wrong sheet or header, or any bad row refuses the whole file with 400 and German texts, one per bad
 * row ('Zeile 4: PLZ bis: …'); otherwise the areas replace the stored ones in one transaction (all or nothing).
 */
export async function importPremium(
  db: Db,
  context: RuleContext,
  upload: { bytes: Buffer; dateiname: string; benutzerId: number },
): Promise<number> {
  const { doc, settings } = premiumDocument(context);
  const bytes = upload.bytes.buffer.slice(upload.bytes.byteOffset, upload.bytes.byteOffset + upload.bytes.byteLength);
  const { rows, problem } = await readSheetRows(bytes as ArrayBuffer, settings);
  if (problem) throw refused(400, problem.message, premiumText(doc, problem.message, problem.values));
  if (!rows.length) throw refused(400, 'leer', premiumText(doc, 'leer'));
  const findings: ReturnType<typeof notification>[] = [];
  for (const [i, row] of rows.entries()) {
    if (i && i % ROWS_PER_TURN === 0) await backgroundTurn();
    const found = rowFindings(doc, context, row.data);
    if (found)
      findings.push(
        notification('premium.zeile', `Zeile ${row.zeile}: ${found}`, { header: HEADER, fieldname: String(row.zeile) }),
      );
  }
  if (findings.length) throw new HttpProblem(400, findings.slice(0, MAX_FINDINGS));
  const column = (field: string) => rows.map((r) => r.data[field] as Json[string]);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM premium_gebiet');
    // One statement for the whole file: arrays of the columns, unnested row by row.
    await tx.query(
      `INSERT INTO premium_gebiet (lkz, plz_von, plz_bis, terminart, zeile, dateiname, importeur_id)
       SELECT *, $6, $7 FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[])`,
      [
        column('lkz'),
        column('plzVon'),
        column('plzBis'),
        column('terminart'),
        rows.map((r) => r.zeile),
        upload.dateiname,
        upload.benutzerId,
      ],
    );
  });
  return rows.length;
}

/** The stored premium areas by country and postcode, with the sheet row each came from. */
export async function premiumAreas(db: Db): Promise<PremiumArea[]> {
  const { rows } = await db.query<PremiumArea>(
    `SELECT lkz, plz_von AS "plzVon", plz_bis AS "plzBis", terminart, zeile FROM premium_gebiet ORDER BY lkz, plz_von, zeile`,
  );
  return rows;
}
