import type { Db } from '../db';
import { HttpProblem, notification, translate } from '../errors';
import { DISPLAY_COLUMNS, FIXED_DISPLAY_STATUSES } from './repository';

type Json = Record<string, unknown>;
const problem = (key: string) =>
  new HttpProblem(400, [
    notification(`statuskette.${key}`, translate(`statuskette.${key}`), { header: translate('statuskette.kopf') }),
  ]);

/**
 * Stores the default chain in the order sent (account-admin.md §4: 'the first two entries are fixed; the rest can be
 * reordered by drag and drop (order numbers are swapped)'): the stored order numbers are handed out again in the new
 * order, so only the entries' places change. The body must name exactly the stored chain; all or nothing.
 */
export async function saveChain(db: Db, sent: Json[], userId: number): Promise<Json[]> {
  return db.transaction(async (tx) => {
    const stored = (
      await tx.query<{ id: number; anzeigefolge: number }>(
        'SELECT id, anzeigefolge FROM anzeigestatus WHERE defaultstatus ORDER BY anzeigefolge, id FOR UPDATE',
      )
    ).rows;
    const ids = sent.map((e) => e.id as number);
    const same =
      ids.length === stored.length && new Set(ids).size === ids.length && stored.every((s) => ids.includes(s.id));
    if (!same) throw problem('ungueltig');
    if (FIXED_DISPLAY_STATUSES.some((id, i) => ids[i] !== id)) throw problem('festeEintraege');
    const numbers = stored.map((s) => s.anzeigefolge);
    for (const [i, id] of ids.entries()) {
      const before = stored.find((s) => s.id === id)!;
      if (before.anzeigefolge !== numbers[i])
        await tx.query(
          'UPDATE anzeigestatus SET anzeigefolge = $2, geaendert = now(), aenderer_id = $3 WHERE id = $1',
          [id, numbers[i], userId],
        );
    }
    return (
      await tx.query<Json>(`SELECT ${DISPLAY_COLUMNS} FROM anzeigestatus WHERE defaultstatus ORDER BY anzeigefolge`)
    ).rows;
  });
}
