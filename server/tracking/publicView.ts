import type { Db } from '../db';
import { deliveryWindow, publicTimeline, type ReachedStatus, type TimelineLine } from './timeline';

/** What the public tracking answer shows: timeline, delivery window, recipient's postcode and town, proof of delivery. */
export interface TrackingAnswer {
  verlauf: TimelineLine[];
  zustellfenster: { datum: string; von: string | null; bis: string | null } | null;
  zielort: { plz: string | null; ort: string | null };
  zugestellt: boolean;
  abliefernachweis: { datum: string; ort: string | null; unterschrift: boolean } | null;
  abgemeldet: boolean;
}

type OrderRow = {
  id: number;
  status_id: number;
  datum: Date | string;
  von: unknown;
  bis: unknown;
  plz: string | null;
  ort: string | null;
  unterschrift: boolean;
  abgemeldet: boolean;
};

/** A token as a link carries it: base64url, 43 characters (32 bytes). Anything else is looked up all the same. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The public answer of a tracking token, or null for an unknown one. Known and unknown tokens cost the same three
 * queries (an unknown one reads the history of no order), so the answer time does not tell them apart.
 */
export async function loadTracking(db: Db, token: string): Promise<TrackingAnswer | null> {
  const {
    rows: [order],
  } = await db.query<OrderRow>(
    `SELECT a.id, a.status_id, a.datum, a.daten->'zustellDatumVon' AS von, a.daten->'zustellDatumBis' AS bis,
            a.daten->'empfaenger'->>'plz' AS plz, a.daten->'empfaenger'->>'ort' AS ort,
            coalesce(a.daten->>'signatur', '') <> '' AS unterschrift, v.abgemeldet IS NOT NULL AS abgemeldet
       FROM sendungsverfolgung v JOIN auftrag a ON a.id = v.auftrag_id WHERE v.token = $1`,
    [TOKEN_SHAPE.test(token) ? token : ''],
  );
  const { rows: history } = await db.query<{ anzeige: number; datum: Date | string; ort: string | null }>(
    `SELECT s.sdst_id_anzeige AS anzeige, h.datum, h.ereignisort AS ort FROM auftragshistorie h
       JOIN sendungsstatus s ON s.id = h.sdst_id WHERE h.auftrag_id = $1 AND s.sdst_id_anzeige IS NOT NULL ORDER BY h.datum, h.id`,
    [order?.id ?? -1],
  );
  const { rows: chain } = await db.query<{ id: number; label: string }>(
    'SELECT id, kurz_bezeichnung AS label FROM anzeigestatus WHERE defaultstatus AND anzeige ORDER BY anzeigefolge, id',
  );
  if (!order) return null;
  const reached: ReachedStatus[] = history.map((h) => ({ anzeigeId: h.anzeige, datum: new Date(h.datum), ort: h.ort }));
  const verlauf = publicTimeline(chain, { datum: new Date(order.datum), statusId: order.status_id }, reached);
  // Delivered: the last status of the default chain was reached (as the proof of delivery reads it).
  const lastId = chain[chain.length - 1]?.id;
  const delivery = reached.filter((r) => r.anzeigeId === lastId).at(-1);
  return {
    verlauf,
    zustellfenster: deliveryWindow(order.von, order.bis),
    zielort: { plz: order.plz || null, ort: order.ort || null },
    zugestellt: Boolean(delivery),
    abliefernachweis: delivery
      ? { datum: delivery.datum.toISOString(), ort: delivery.ort, unterschrift: order.unterschrift }
      : null,
    abgemeldet: order.abgemeldet,
  };
}

/** Unsubscribes the recipient of a token from the order's status mails; false for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE sendungsverfolgung SET abgemeldet = coalesce(abgemeldet, now()) WHERE token = $1 RETURNING auftrag_id',
    [TOKEN_SHAPE.test(token) ? token : ''],
  );
  return rows.length > 0;
}
