import type { Db } from '../db';
import type { StatusInterchange, StatusReport } from './iftsta';
import { EdifactError } from './read';

/** What became of an interchange: applied, or read before (same sender and control reference) and left alone. */
export type ApplyResult = { applied: number } | { duplicate: true };

/** The order an IFTSTA names: the one whose IFTMIN carried this document number (BGM), exactly one. */
async function orderOf(tx: Db, referenz: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT DISTINCT auftrag_id AS id FROM edifact_ausgang WHERE referenz = $1',
    [referenz],
  );
  if (!rows.length) throw new EdifactError(`Zur Auftragsnummer ${referenz} wurde kein Auftrag per EDIFACT übergeben.`);
  if (rows.length > 1) throw new EdifactError(`Die Auftragsnummer ${referenz} ist nicht eindeutig.`);
  return rows[0].id;
}

/** One status: a history entry with the shipment status of its code; the order reaches the code's order status at least. */
async function applyStatus(tx: Db, status: StatusReport): Promise<void> {
  const {
    rows: [mapped],
  } = await tx.query<{ sdst_id: number; auftragsstatus_id: number }>(
    'SELECT sdst_id, auftragsstatus_id FROM edifact_statuscode WHERE code = $1',
    [status.code],
  );
  if (!mapped) throw new EdifactError(`Der Statuscode ${status.code} ist im Statusübersetzer nicht hinterlegt.`);
  const auftragId = await orderOf(tx, status.referenz);
  await tx.query(
    'INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id, ereignisort, kommentar) VALUES ($1, $2, $3, $4, $5)',
    [auftragId, status.datum.toISOString(), mapped.sdst_id, status.ort, status.kommentar],
  );
  // A status means the dispatch system took the order over: the hand-over mark is done, the order is no longer 'erfasst'.
  await tx.query(
    `UPDATE auftrag SET status_id = GREATEST(status_id, $2), uebertragen = false
      WHERE id = $1 AND (status_id < $2 OR uebertragen)`,
    [auftragId, mapped.auftragsstatus_id],
  );
}

/**
 * Applies an IFTSTA interchange in one transaction: all its statuses or none (an unknown code or order undoes the
 * rest). The interchange is remembered by sender and control reference, so reading the same file again changes nothing.
 */
export async function applyInterchange(db: Db, read: StatusInterchange, fileName: string): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO edifact_eingang (absender, kontrollnummer, dateiname) VALUES ($1, $2, $3)
       ON CONFLICT (absender, kontrollnummer) DO NOTHING RETURNING 1`,
      [read.absender, read.kontrollnummer, fileName.slice(0, 255)],
    );
    if (!rows.length) return { duplicate: true };
    for (const status of read.statuses) await applyStatus(tx, status);
    return { applied: read.statuses.length };
  });
}
