import type { Db } from '../db';
import { HttpProblem, notification, translate } from '../errors';
import { buildIftmin, type MessageFunction } from './iftmin';
import type { Mailbox } from './mailbox';
import { FILE_ENCODING, type EdifactCharset } from './syntax';

/** Who exchanges (UNB sender and recipient) and in which character set. */
export interface Partners {
  sender: string;
  recipient: string;
  charset: EdifactCharset;
}

type Row = { id: number; spedeigennr: string; daten: Record<string, unknown> };

/** The file name of an IFTMIN: type, control reference and order number, e.g. IFTMIN_000000042_4711001.edi. */
export const iftminName = (controlRef: string, spedeigennr: string): string =>
  `IFTMIN_${controlRef}_${spedeigennr.replace(/[^A-Za-z0-9-]/g, '_')}.edi`;

/**
 * Writes the IFTMIN of one order into the outbox and records it, inside the caller's transaction: the control reference
 * comes from a sequence (never twice), and a failed write undoes the hand-over with a German 503.
 */
export async function sendOrder(
  tx: Db,
  mailbox: Mailbox,
  partners: Partners,
  row: Row,
  fn: MessageFunction,
): Promise<string> {
  const {
    rows: [{ n }],
  } = await tx.query<{ n: string }>("SELECT nextval('edifact_kontrollnr_seq')::text AS n");
  const controlRef = n.padStart(9, '0');
  const name = iftminName(controlRef, row.spedeigennr);
  const text = buildIftmin(row, { ...partners, controlRef, created: new Date() }, fn);
  await tx.query(
    'INSERT INTO edifact_ausgang (auftrag_id, referenz, kontrollnummer, funktion, dateiname) VALUES ($1, $2, $3, $4, $5)',
    [row.id, row.spedeigennr, controlRef, fn, name],
  );
  try {
    await mailbox.put(name, Buffer.from(text, FILE_ENCODING[partners.charset]));
  } catch {
    throw new HttpProblem(503, [
      notification('edifact.ausgangFehler', translate('edifact.ausgangFehler'), { header: translate('edifact.kopf') }),
    ]);
  }
  return name;
}

/** BGM 1225 of a hand-over: 9 the first time, 5 (replacement) when an instruction for the order is still standing. */
export async function handOverFunction(tx: Db, auftragId: number): Promise<MessageFunction> {
  const {
    rows: [last],
  } = await tx.query<{ funktion: string }>(
    'SELECT funktion FROM edifact_ausgang WHERE auftrag_id = $1 ORDER BY id DESC LIMIT 1',
    [auftragId],
  );
  return last && last.funktion !== '1' ? '5' : '9';
}
