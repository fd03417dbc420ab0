import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOrders } from '../../server/db/orders';
import { searchOrders, type OrderSearch } from '../../server/orders';
import { createTestApp, mandantId, type TestApp } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const COLUMNS = ['datum', 'abhol_datum', 'zustell_datum'];

/** The day counts (migration 0019) answer a search without free text exactly as counting the orders does. */
describe('order counts by day', () => {
  let t: TestApp;
  let hamburg: number;
  beforeAll(async () => {
    t = await createTestApp();
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
  });
  afterAll(() => t.app.close());

  /** The search's total with a cap above every count, against count(*) with the same filter. */
  const agree = async (label: string) => {
    for (const datumTyp of [0, 1, 2] as const) {
      for (const offeneAuftraege of [false, true]) {
        for (const [datumVon, datumBis] of [
          [undefined, undefined],
          [day(-12), undefined],
          [undefined, day(-3)],
          [day(-20), day(2)],
          [day(-5), day(-5)],
        ]) {
          const q: OrderSearch = { datumTyp, offeneAuftraege, datumVon, datumBis, searchLimit: 1 };
          const column = `a.${COLUMNS[datumTyp]}`;
          const where = ['a.mandant_id = $1'];
          const params: unknown[] = [hamburg];
          if (datumVon) where.push(`${column} >= $${params.push(datumVon)}::date`);
          if (datumBis) where.push(`${column} < ($${params.push(datumBis)}::date + 1)`);
          if (offeneAuftraege) where.push('a.status_id = 1');
          const {
            rows: [{ n }],
          } = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM auftrag a WHERE ${where.join(' AND ')}`,
            params,
          );
          const { total, capped } = await searchOrders(t.db, hamburg, q, 1_000_000);
          expect([total, capped], `${label}: ${JSON.stringify(q)}`).toEqual([n, false]);
        }
      }
    }
  };

  it('after the seed, new orders, changed dates and states and deleted orders', async () => {
    await agree('Demodaten');
    await generateOrders(t.db, { count: 60, mandantIds: [hamburg], seed: 4242, days: 25 });
    await agree('neue Aufträge');
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM auftrag WHERE mandant_id = $1 ORDER BY id DESC LIMIT 30',
      [hamburg],
    );
    const ids = rows.map((r) => r.id);
    await t.db.query(
      "UPDATE auftrag SET datum = datum - interval '4 days', abhol_datum = NULL, status_id = 2 WHERE id = ANY($1::int[])",
      [ids.slice(0, 10)],
    );
    await t.db.query('UPDATE auftrag SET zustell_datum = current_date - 5, status_id = 1 WHERE id = ANY($1::int[])', [
      ids.slice(10, 20),
    ]);
    await agree('geänderte Daten und Zustände');
    await t.db.query('DELETE FROM auftrag WHERE id = ANY($1::int[])', [ids.slice(20, 25)]);
    await agree('gelöschte Aufträge');
  });

  it('counts an empty tenant as none', async () => {
    const none = await t.db.query<{ id: number }>('SELECT max(id) + 1000 AS id FROM mandant');
    expect((await searchOrders(t.db, none.rows[0].id, { datumVon: day(-3) })).total).toBe(0);
  });
});
