import type { SessionClaims } from '../auth';
import type { Db } from '../db';
import { HttpProblem, notification } from '../errors';
import { orderNotFound, readableTenants } from './access';
import { dateOnly, searchText, toDocument } from './document';
import { prepareSave } from './prepareSave';
import { checkVersion, sentVersion, versionedUpdate } from '../versions';
import { recordOrderEvent } from '../events';

type Json = Record<string, unknown>;

/** An order row as stored, joined with status, tenant and user names. */
export interface OrderRow {
  id: number;
  mandant_id: number;
  mandant_name: string;
  spedeigennr: string;
  status_id: number;
  status_name: string;
  typ: number;
  kf_id: number | null;
  datum: Date | string;
  geaendert: Date | string;
  erfasser_name: string | null;
  aenderer_name: string | null;
  uebertragen: boolean;
  version: number;
  sdst_id: number | null;
  abliefernachweis: boolean;
  daten: Json;
}

/** The order and its joins of every order read: status s, tenant m, creator e, last editor g. */
export const ORDER_FROM = `FROM auftrag a JOIN mandant m ON m.id = a.mandant_id JOIN auftragsstatus s ON s.id = a.status_id
  LEFT JOIN benutzer e ON e.id = a.erfasser_id LEFT JOIN benutzer g ON g.id = a.aenderer_id`;

/** Columns every order read selects (alias a for auftrag). */
export const ORDER_SELECT = `SELECT a.id, a.mandant_id, m.name AS mandant_name, a.spedeigennr, a.status_id, s.kurz_bezeichnung AS status_name,
    a.typ, a.kf_id, a.datum, a.geaendert, e.name AS erfasser_name, g.name AS aenderer_name, a.uebertragen, a.version, a.daten,
    -- Latest shipment status and delivered (display status 40: the list's column Abliefernachweis and the
    -- proof-of-delivery download), kept by a trigger on auftragshistorie (migration 0016).
    a.sdst_id, a.abliefernachweis
  ${ORDER_FROM}`;

const iso = (d: Date | string) => new Date(d).toISOString();
/** SQL of a timestamptz as toISOString writes it (UTC, milliseconds). */
export const isoSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The read shape of {@link toOrder} built by the database as JSON text (alias a and the joins of ORDER_SELECT), for lists:
 * the server neither parses the stored documents nor serialises them again (at 50 orders a page that was about 4 ms of
 * the request, more than the page's SQL). Keep it equal to toOrder; tests/api/auftragsliste.test.ts compares both.
 */
export const ORDER_JSON = `SELECT (a.daten || jsonb_build_object(
    'id', a.id, 'spedeigennr', a.spedeigennr, 'typ', a.typ, 'kf_id', a.kf_id, 'kalkulationsFolgeId', a.kf_id,
    'status', jsonb_build_object('id', a.status_id, 'kurzBezeichnung', s.kurz_bezeichnung),
    'sdstId', a.sdst_id, 'abliefernachweisExists', a.abliefernachweis, 'uebertragen', a.uebertragen,
    'mandant', jsonb_build_object('id', a.mandant_id, 'name', m.name),
    'datum', ${isoSql('a.datum')}, 'datumErfasst', ${isoSql('a.datum')}, 'datumgeaendert', ${isoSql('a.geaendert')},
    'erfasser', jsonb_build_object('name', e.name), 'aenderer', CASE WHEN g.name <> '' THEN jsonb_build_object('name', g.name) END,
    'version', a.version))::text AS json
  ${ORDER_FROM}`;

/** The API's read shape of a stored order. */
export function toOrder(row: OrderRow): Json {
  return {
    ...row.daten,
    id: row.id,
    spedeigennr: row.spedeigennr,
    typ: row.typ,
    kf_id: row.kf_id,
    kalkulationsFolgeId: row.kf_id,
    status: { id: row.status_id, kurzBezeichnung: row.status_name },
    sdstId: row.sdst_id,
    abliefernachweisExists: Boolean(row.abliefernachweis),
    uebertragen: Boolean(row.uebertragen),
    mandant: { id: row.mandant_id, name: row.mandant_name },
    datum: iso(row.datum),
    datumErfasst: iso(row.datum),
    datumgeaendert: iso(row.geaendert),
    erfasser: { name: row.erfasser_name },
    aenderer: row.aenderer_name ? { name: row.aenderer_name } : null,
    version: row.version,
  };
}

/** Loads an order the caller may read, else 404 (foreign and missing look the same). */
export async function loadOrder(db: Db, session: SessionClaims, id: number): Promise<OrderRow> {
  const {
    rows: [row],
  } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE a.id = $1`, [id]);
  const tenants = await readableTenants(db, session);
  if (!row || (tenants && !tenants.includes(row.mandant_id))) throw orderNotFound();
  return row;
}

function dates(doc: Json): [string | null, string | null] {
  return [dateOnly(doc.abholDatumVon), dateOnly(doc.zustellDatumVon)];
}

/** Creates an order with status 1 and typ 0 and a fresh own order number (a copy gets its own number too), after the capture checks. */
export async function createOrder(db: Db, session: SessionClaims, mandantId: number, body: Json): Promise<number> {
  const doc = await toDocument(db, await prepareSave(db, session, body, { mandantId, isNew: true }));
  const {
    rows: [{ nr }],
  } = await db.query<{ nr: string }>("SELECT nextval('auftrag_nr_seq')::text AS nr");
  const [abhol, zustell] = dates(doc);
  const {
    rows: [{ id }],
  } = await db.query<{ id: number }>(
    `INSERT INTO auftrag (mandant_id, spedeigennr, status_id, typ, abhol_datum, zustell_datum, erfasser_id, aenderer_id, suchtext, daten)
     VALUES ($1, $2, 1, 0, $3, $4, $5, $5, $6, $7) RETURNING id`,
    [mandantId, nr, abhol, zustell, Number(session.sub), searchText(nr, doc), JSON.stringify(doc)],
  );
  await recordOrderEvent(db, { type: 'auftrag.angelegt', orderIds: [id] });
  return id;
}

/**
 * Saves a changed order (inside the caller's transaction, with its event) based on the version the body names (required; 409 when another save came first, also while this one
 * ran its checks); refused from status 2 on, when the save button is disabled too (orders.md §4).
 */
export async function updateOrder(db: Db, session: SessionClaims, row: OrderRow, body: Json): Promise<void> {
  const version = sentVersion(body, true);
  await checkVersion(db, 'auftrag', row.id, row.version, version);
  if (row.status_id >= 2) {
    throw new HttpProblem(400, [
      notification(
        'auftrag.nichtAenderbar',
        `Der Auftrag ${row.spedeigennr} ist bereits in Bearbeitung und kann nicht mehr geändert werden.`,
        { header: 'Auftrag' },
      ),
    ]);
  }
  const doc = await toDocument(
    db,
    await prepareSave(db, session, body, {
      mandantId: row.mandant_id,
      isNew: false,
      stored: row.daten,
      baseline: toOrder(row),
    }),
  );
  const [abhol, zustell] = dates(doc);
  await versionedUpdate(
    db,
    'auftrag',
    `UPDATE auftrag SET daten = $2, abhol_datum = $3, zustell_datum = $4, suchtext = $5, geaendert = now(), aenderer_id = $6 WHERE id = $1`,
    [row.id, JSON.stringify(doc), abhol, zustell, searchText(row.spedeigennr, doc), Number(session.sub)],
    version,
  );
  await recordOrderEvent(db, { type: 'auftrag.geaendert', orderIds: [row.id] });
}
