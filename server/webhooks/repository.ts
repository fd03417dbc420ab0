import type { Db } from '../db';
import { HttpProblem, Notifications } from '../errors';
import { newSecret } from './sign';
import { webhookProblem, type EndpointInput } from './validate';

type Json = Record<string, unknown>;

/** Columns of an endpoint in the API shape (never the secret). */
const ENDPOINT = `id, url, ereignisse, aktiv, angelegt, geaendert`;

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
const shape = (row: Json): Json => ({ ...row, angelegt: iso(row.angelegt), geaendert: iso(row.geaendert) });

/** At most this many endpoints per tenant: each change fans out to all of them. */
export const MAX_ENDPOINTS = 20;

/** The endpoints of a tenant, oldest first. */
export async function listEndpoints(db: Db, tenant: number): Promise<Json[]> {
  const { rows } = await db.query<Json>(`SELECT ${ENDPOINT} FROM webhook_endpunkt WHERE mandant_id = $1 ORDER BY id`, [
    tenant,
  ]);
  return rows.map(shape);
}

/** An endpoint of the tenant with its secret, else 404 (another tenant's looks missing). */
export async function findEndpoint(
  db: Db,
  tenant: number,
  id: number,
): Promise<Json & { url: string; geheimnis: string }> {
  const { rows } = await db.query<Json & { url: string; geheimnis: string }>(
    `SELECT ${ENDPOINT}, geheimnis FROM webhook_endpunkt WHERE id = $1 AND mandant_id = $2`,
    [id, tenant],
  );
  if (!rows[0]) throw new HttpProblem(404, [Notifications.notFound()]);
  return rows[0];
}

/** Registers an endpoint with a fresh secret; the answer carries the secret, the only time it is shown. */
export async function createEndpoint(db: Db, tenant: number, input: EndpointInput, by: number): Promise<Json> {
  const { rows } = await db.query<Json>(
    `INSERT INTO webhook_endpunkt (mandant_id, url, ereignisse, aktiv, geheimnis, aenderer_id)
     SELECT $1, $2, $3, $4, $5, $6 WHERE (SELECT count(*) FROM webhook_endpunkt WHERE mandant_id = $1) < ${MAX_ENDPOINTS}
     RETURNING ${ENDPOINT}, geheimnis`,
    [tenant, input.url, input.ereignisse, input.aktiv, newSecret(), by],
  );
  if (!rows[0]) throw webhookProblem('zuViele', null, String(MAX_ENDPOINTS));
  return shape(rows[0]);
}

/** Changes URL, events and active flag of the tenant's endpoint (404 otherwise). */
export async function updateEndpoint(
  db: Db,
  tenant: number,
  id: number,
  input: EndpointInput,
  by: number,
): Promise<Json> {
  const { rows } = await db.query<Json>(
    `UPDATE webhook_endpunkt SET url = $3, ereignisse = $4, aktiv = $5, geaendert = now(), aenderer_id = $6
      WHERE id = $1 AND mandant_id = $2 RETURNING ${ENDPOINT}`,
    [id, tenant, input.url, input.ereignisse, input.aktiv, by],
  );
  if (!rows[0]) throw new HttpProblem(404, [Notifications.notFound()]);
  return shape(rows[0]);
}

/** Deletes the tenant's endpoint with its queue and log (404 otherwise). */
export async function deleteEndpoint(db: Db, tenant: number, id: number): Promise<void> {
  const { rows } = await db.query('DELETE FROM webhook_endpunkt WHERE id = $1 AND mandant_id = $2 RETURNING id', [
    id,
    tenant,
  ]);
  if (!rows[0]) throw new HttpProblem(404, [Notifications.notFound()]);
}

/** Replaces the secret of the tenant's endpoint; answers the new one (shown once). */
export async function renewSecret(db: Db, tenant: number, id: number, by: number): Promise<string> {
  const { rows } = await db.query<{ geheimnis: string }>(
    `UPDATE webhook_endpunkt SET geheimnis = $3, geaendert = now(), aenderer_id = $4 WHERE id = $1 AND mandant_id = $2
     RETURNING geheimnis`,
    [id, tenant, newSecret(), by],
  );
  if (!rows[0]) throw new HttpProblem(404, [Notifications.notFound()]);
  return rows[0].geheimnis;
}

/** The delivery log of an endpoint: its attempts, newest first, with the delivery's state and next attempt. */
export async function deliveryLog(db: Db, endpoint: number, limit: number): Promise<Json[]> {
  const { rows } = await db.query<Json>(
    `SELECT v.id::int AS id, v.zeitpunkt, v.typ, CASE WHEN z.id IS NULL THEN NULL ELSE 'evt_' || z.ereignis_id END AS "ereignisId",
            v.nummer AS versuch, v.antwortcode, v.fehler, v.dauer_ms AS "dauerMs",
            coalesce(z.status, CASE WHEN v.antwortcode BETWEEN 200 AND 299 THEN 'zugestellt' ELSE 'fehlgeschlagen' END) AS status,
            CASE WHEN z.status = 'offen' AND z.versuche = v.nummer THEN z.naechster_versuch END AS "naechsterVersuch"
       FROM webhook_versuch v LEFT JOIN webhook_zustellung z ON z.id = v.zustellung_id
      WHERE v.endpunkt_id = $1 ORDER BY v.zeitpunkt DESC, v.id DESC LIMIT $2`,
    [endpoint, limit],
  );
  return rows.map((r) => ({ ...r, zeitpunkt: iso(r.zeitpunkt), naechsterVersuch: iso(r.naechsterVersuch) }));
}

/** How many attempts the endpoint's delivery log holds (the search answer's total-search-results). */
export async function deliveryLogCount(db: Db, endpoint: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM webhook_versuch WHERE endpunkt_id = $1',
    [endpoint],
  );
  return rows[0].n;
}

/** Records the attempt of a test event (not queued: one attempt, no retry). */
export async function recordTestAttempt(
  db: Db,
  endpoint: number,
  type: string,
  at: Date,
  result: { code: number | null; error: string | null; ms: number },
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_versuch (endpunkt_id, typ, nummer, zeitpunkt, antwortcode, fehler, dauer_ms) VALUES ($1, $2, 1, $3, $4, $5, $6)`,
    [endpoint, type, at.toISOString(), result.code, result.error, result.ms],
  );
}
