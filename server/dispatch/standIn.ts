import type { Db } from '../db';
import { recordOrderEvent } from '../events';
import { storePriceParts, tariffPart } from './tariff';
import type { DispatchSystem } from './types';

/** Seconds the stand-in "calculates" before a price appears, so users see 'Preisermittlung in Arbeit...'. */
const DEFAULT_DELAY_MS = 5000;
/** SQL setting the last changer: a user's action records them as last changer ($2); the version rises by the trigger of migration 0012 either way. */
export const CHANGER =
  'geaendert = CASE WHEN $2::int IS NULL THEN geaendert ELSE now() END, aenderer_id = coalesce($2::int, aenderer_id)';

/**
 * An in-process stand-in for the external dispatch system: it keeps the hand-over mark on the order and
 * answers price requests after a delay with a deterministic tariff (base plus per 100 kg), like the real
 * system would write back its calculation parts and kalkulationsFolgeId.
 */
export function createStandInDispatch(db: Db, delayMs = DEFAULT_DELAY_MS): DispatchSystem {
  const pending = new Map<number, ReturnType<typeof setTimeout>>();

  async function calculate(id: number): Promise<void> {
    pending.delete(id);
    const {
      rows: [order],
    } = await db.query<{ kg: string | null }>(
      "SELECT daten->>'sumBruttoGewicht' AS kg FROM auftrag WHERE id = $1 AND status_id = 2",
      [id],
    );
    if (!order) return;
    const teil = tariffPart(Number(order.kg ?? 0), new Date().toISOString().slice(0, 10));
    await db.transaction(async (tx) => {
      await storePriceParts(tx, id, teil);
      await recordOrderEvent(tx, {
        type: 'auftrag.preisErmittelt',
        orderIds: [id],
        data: { preis: { betrag: teil.betrag, waehrung: teil.waehrung } },
      });
    });
  }

  return {
    markForTransfer: (ids, by) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `UPDATE auftrag SET uebertragen = true, ${CHANGER} WHERE id = ANY($1::int[]) AND status_id = 1 RETURNING id`,
          [ids, by ?? null],
        );
        await recordOrderEvent(tx, { type: 'auftrag.uebergeben', orderIds: rows.map((r) => r.id) });
        return rows.map((r) => r.id);
      }),
    cancelTransfer: (ids, by) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `UPDATE auftrag SET uebertragen = false, ${CHANGER} WHERE id = ANY($1::int[]) AND uebertragen AND status_id = 1 RETURNING id`,
          [ids, by ?? null],
        );
        await recordOrderEvent(tx, { type: 'auftrag.uebergabeAbgebrochen', orderIds: rows.map((r) => r.id) });
        return rows.length;
      }),
    async requestPrice(ids, by) {
      await db.query(`UPDATE auftrag SET status_id = 2, ${CHANGER} WHERE id = ANY($1::int[]) AND status_id = 1`, [
        ids,
        by ?? null,
      ]);
      for (const id of ids) {
        if (!pending.has(id))
          pending.set(
            id,
            setTimeout(() => {
              void calculate(id).catch(() => undefined);
            }, delayMs),
          );
      }
    },
    async refreshStatus(ids) {
      // The stand-in holds hand-over and status itself; only a queued price calculation has something to fetch.
      for (const id of ids.filter((i) => pending.has(i))) {
        clearTimeout(pending.get(id));
        await calculate(id);
      }
    },
    async cancelPending() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
    async flush() {
      const ids = [...pending.keys()];
      for (const id of ids) clearTimeout(pending.get(id));
      for (const id of ids) await calculate(id);
    },
  };
}
