import type { Db } from '../db';
import { referenceId } from './references';

type Json = Record<string, unknown>;
/** The code references of a position stored as {id, value} (orders.md §3 Order position) and their lists. */
const NAMED: [field: string, table: 'verpackung' | 'lademittel'][] = [
  ['verpackung', 'verpackung'],
  ['lademittel', 'lademittel'],
];

/**
 * The positions with the name of their packaging and load carrier stored next to the id (`value`, the list's short designation),
 * taken from the list by id whatever the request says: the order keeps showing it after the entry has left the tenant's list
 * (capture screen, Übersicht, the list's sidebar). An id the list no longer has keeps the name it came with.
 */
export async function namePositionCodes<P extends Json>(db: Db, positions: P[]): Promise<P[]> {
  const names = new Map<string, string>();
  for (const [field, table] of NAMED) {
    const ids = [...new Set(positions.map((p) => referenceId(p[field])).filter((id) => id !== undefined))];
    if (!ids.length) continue;
    const { rows } = await db.query<{ id: number; k: string }>(
      `SELECT id, kurz_bezeichnung AS k FROM ${table} WHERE id = ANY($1::int[])`,
      [ids],
    );
    for (const row of rows) names.set(`${field}:${row.id}`, row.k);
  }
  return positions.map((p) => {
    const named = NAMED.flatMap(([field]) => {
      const name = names.get(`${field}:${referenceId(p[field])}`);
      return name === undefined ? [] : [[field, { ...(p[field] as Json), value: name }]];
    });
    return named.length ? { ...p, ...Object.fromEntries(named) } : p;
  });
}
