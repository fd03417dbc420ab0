import { storePriceParts, tariffPart } from '../../dispatch';
import type { Db } from '../types';
import { generateOrders } from './generateOrders';

/** Demo orders per tenant of the demo users; the order list shows them in its default range. */
const DEMO_ORDERS = 320;
/** Orders per tenant that went through a price calculation (Tagespreis of the capture screen). */
const PRICED_PER_TENANT = 5;
// A 1×1 PNG and a minimal PDF as demo documents: the sidebar shows images and downloads the rest.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

/**
 * Seeds demo orders (with positions, dangerous goods, history and price calculations), templates and documents once,
 * for every tenant that has a demo user; skipped when orders exist.
 */
export async function seedOrders(db: Db): Promise<void> {
  const {
    rows: [{ n }],
  } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM auftrag');
  if (n > 0) return;
  const { rows: tenants } = await db.query<{ mandant_id: number; user_id: number }>(
    'SELECT mandant_id, min(id) AS user_id FROM benutzer GROUP BY mandant_id ORDER BY mandant_id',
  );
  for (const [i, t] of tenants.entries()) {
    await generateOrders(db, {
      count: Math.round(DEMO_ORDERS / tenants.length),
      mandantIds: [t.mandant_id],
      erfasserId: t.user_id,
      seed: 2026 + i,
    });
  }
  // Orders past status 3 went through the dispatch system: pick-up, hub, delivery as far as their status.
  await db.query(`INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id, ereignisort)
    SELECT a.id, a.datum + (s.step || ' hours')::interval * 12, s.sdst, 'Hamburg'
      FROM auftrag a JOIN (VALUES (1, 101, 4), (2, 102, 5), (3, 104, 6), (4, 105, 7)) AS s(step, sdst, min_status) ON a.status_id >= s.min_status`);
  await db.query(`INSERT INTO auftragsvorlage (mandant_id, vorlage_name, daten)
    SELECT DISTINCT ON (a.mandant_id) a.mandant_id, 'Standard ' || m.name, a.daten - 'auftragspositionen'
      FROM auftrag a JOIN mandant m ON m.id = a.mandant_id ORDER BY a.mandant_id, a.id`);
  await db.query(
    `INSERT INTO dokumentenverweis (auftrag_id, dateiname, extension, inhalt)
    SELECT a.id, d.name, d.ext, decode(d.b64, 'base64') FROM (SELECT id FROM auftrag WHERE status_id >= 5 ORDER BY id LIMIT 20) a
      CROSS JOIN (VALUES ('Abliefernachweis.png', 'png', $1::text), ('Lieferschein.pdf', 'pdf', $2::text)) AS d(name, ext, b64)`,
    [PNG, PDF],
  );
  // Five orders past status 3 of each tenant (status 3 'price reached' first) have a price calculation: kf_id and parts to show.
  const { rows: priced } = await db.query<{ id: number; kg: string | null; datum: string }>(
    `SELECT id, kg, datum FROM (
      SELECT a.id, a.daten->>'sumBruttoGewicht' AS kg, to_char(a.abhol_datum, 'YYYY-MM-DD') AS datum,
             row_number() OVER (PARTITION BY a.mandant_id ORDER BY a.status_id = 3 DESC, a.id) AS n
        FROM auftrag a WHERE a.status_id >= 3) x WHERE n <= $1 ORDER BY id`,
    [PRICED_PER_TENANT],
  );
  for (const order of priced) await storePriceParts(db, order.id, tariffPart(Number(order.kg ?? 0), order.datum));
}
