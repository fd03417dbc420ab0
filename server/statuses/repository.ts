import type { Db } from '../db';
import { HttpProblem, notification, translate } from '../errors';

type Json = Record<string, unknown>;

/** The two display statuses every order starts with (account-admin.md §9): never deleted, first in the default chain. */
export const FIXED_DISPLAY_STATUSES = [1000001, 1000002] as const;

/** Columns of a display status in the API shape (account-admin.md §3 Display status). */
export const DISPLAY_COLUMNS = `id, kurz_bezeichnung AS "kurzBezeichnung", anzeige, aw_sperre AS "awSperre", defaultstatus,
  anzeigefolge, icon, version`;
/** Columns of a shipment status in the API shape. */
export const SHIPMENT_COLUMNS = 'id, kurz_bezeichnung AS "kurzBezeichnung", sdst_id_anzeige, icon, version';

/** A 400 of the status translator with its catalogue text. */
export function statusProblem(key: string, fieldname: string | null = null, status = 400): HttpProblem {
  return new HttpProblem(status, [
    notification(`status.${key}`, translate(`status.${key}`), { header: translate('status.kopf'), fieldname }),
  ]);
}

/** The trimmed status name: required, at most 35 characters (account-admin.md §4: 'Status name is required, max 35, trimmed'). */
export function statusName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw statusProblem('nameFehlt', 'kurzBezeichnung');
  if (name.length > 35) throw statusProblem('nameZuLang', 'kurzBezeichnung');
  return name;
}

/** The search text of a status list: empty or at least 2 characters (account-admin.md §5 Lists). */
export function statusSearch(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text.length === 1) throw statusProblem('sucheZuKurz', 'searchString');
  return text;
}

/** `AND name matches` for a search text as $n (nothing for an empty search). */
export function searchClause(search: string, n: number): string {
  return search ? ` AND kurz_bezeichnung ILIKE '%' || $${n} || '%'` : '';
}

/** Which table holds a status id: ids are unique across both (one sequence, migration 0021). */
export async function findStatus(
  db: Db,
  id: number,
): Promise<{ table: 'anzeigestatus' | 'sendungsstatus'; row: Json } | undefined> {
  const display = await db.query<Json>(`SELECT ${DISPLAY_COLUMNS} FROM anzeigestatus WHERE id = $1`, [id]);
  if (display.rows[0]) return { table: 'anzeigestatus', row: display.rows[0] };
  const shipment = await db.query<Json>(`SELECT ${SHIPMENT_COLUMNS} FROM sendungsstatus WHERE id = $1`, [id]);
  return shipment.rows[0] ? { table: 'sendungsstatus', row: shipment.rows[0] } : undefined;
}

/** The display status a shipment status is assigned to: null, or an existing display status (else 400). */
export async function assignedDisplayStatus(db: Db, value: unknown): Promise<number | null> {
  if (value === null || value === undefined) return null;
  const { rows } = await db.query('SELECT 1 FROM anzeigestatus WHERE id = $1', [value]);
  if (!rows.length) throw statusProblem('anzeigestatusUnbekannt', 'sdst_id_anzeige');
  return value as number;
}

/**
 * Whether a create body describes a shipment status: the contract says a shipment status sends only kurzBezeichnung,
 * icon and sdst_id_anzeige, a display status the other fields. So a body carrying sdst_id_anzeige (also null) is one.
 */
export function isShipmentBody(body: Json): boolean {
  return Object.hasOwn(body, 'sdst_id_anzeige');
}
