import type { Db } from '../db';
import type { DispatchSystem } from './types';

/** Seconds the stand-in "calculates" before a price appears, so users see 'Preisermittlung in Arbeit...'. */
const DEFAULT_DELAY_MS = 5000;

/**
 * An in-process stand-in for the external dispatch system: it keeps the hand-over mark on the order and
 * answers price requests after a delay with a deterministic tariff (base plus per 100 kg), like the real
 * system would write back its calculation parts and kalkulationsFolgeId.
 */
export function createStandInDispatch(db: Db, delayMs = DEFAULT_DELAY_MS): DispatchSystem {
  const pending = new Map<number, ReturnType<typeof setTimeout>>();

  async function calculate(id: number): Promise<void> {
    pending.delete(id);
    const { rows: [order] } = await db.query<{ kg: string | null }>("SELECT daten->>'sumBruttoGewicht' AS kg FROM auftrag WHERE id = $1 AND status_id = 2", [id]);
    if (!order) return;
    const kg = Math.max(Number(order.kg ?? 0), 1);
    const fracht = Math.round((45 + Math.ceil(kg / 100) * 8.4) * 100) / 100;
    const maut = Math.round(kg * 0.012 * 100) / 100;
    const betrag = Math.round((fracht + maut) * 100) / 100;
    const teil = {
      bereich: 'Fracht', leistungsDatum: new Date().toISOString().slice(0, 10), status: 'berechnet', waehrung: 'EUR',
      schema: 'Stückgut national', frachtpflichtigesGewicht: kg, betrag, ertrag: Math.round(betrag * 0.18 * 100) / 100,
      berechnteilpositionen: [
        { leistungsArt: 'Fracht', tarif: 'Stückguttarif 2026', version: '1', pflichtigerBetrag: kg, bezug: 'kg', satz: 8.4, satzWaehrung: 'EUR', betrag: fracht, rechenBasis: 'je angefangene 100 kg', text: 'Grundfracht' },
        { leistungsArt: 'Maut', tarif: 'Mautzuschlag', version: '1', pflichtigerBetrag: kg, bezug: 'kg', satz: 0.012, satzWaehrung: 'EUR', betrag: maut, rechenBasis: 'je kg', text: 'Mautzuschlag' },
      ],
    };
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM berechnteil WHERE auftrag_id = $1', [id]);
      await tx.query('INSERT INTO berechnteil (auftrag_id, daten) VALUES ($1, $2)', [id, JSON.stringify(teil)]);
      await tx.query(`UPDATE auftrag SET kf_id = id + 900000,
        daten = daten || jsonb_build_object('berechnBetrag', $2::numeric, 'berechnWaehrung', jsonb_build_object('id', 2, 'bezeichnungKurz', 'EUR'))
        WHERE id = $1`, [id, betrag]);
    });
  }

  return {
    async markForTransfer(ids) {
      const { rows } = await db.query<{ id: number }>(
        'UPDATE auftrag SET uebertragen = true WHERE id = ANY($1::int[]) AND status_id = 1 RETURNING id', [ids]);
      return rows.map((r) => r.id);
    },
    async cancelTransfer(ids) {
      const { rows } = await db.query<{ id: number }>(
        'UPDATE auftrag SET uebertragen = false WHERE id = ANY($1::int[]) AND uebertragen AND status_id = 1 RETURNING id', [ids]);
      return rows.length;
    },
    async requestPrice(ids) {
      await db.query('UPDATE auftrag SET status_id = 2 WHERE id = ANY($1::int[]) AND status_id = 1', [ids]);
      for (const id of ids) {
        if (!pending.has(id)) pending.set(id, setTimeout(() => { void calculate(id).catch(() => undefined); }, delayMs));
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
