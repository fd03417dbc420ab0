import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkVersion, sentVersion, versionedUpdate } from '../../../versions';
import {
  DISPLAY_COLUMNS,
  FIXED_DISPLAY_STATUSES,
  SHIPMENT_COLUMNS,
  assignedDisplayStatus,
  findStatus,
  isShipmentBody,
  saveChain,
  searchClause,
  statusName,
  statusProblem,
  statusSearch,
} from '../../../statuses';

type Json = Record<string, unknown>;
type Search = { Querystring: { searchString?: string } };
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const notFound = () => statusProblem('nichtGefunden', null, 404);

/** The status translator and the default chain of the admin area (account-admin.md §4); the caller checked the admin role. */
export const sendungsstatiAdminRoutes: FastifyPluginAsync = async (app) => {
  const user = (request: FastifyRequest) => Number(request.session!.sub);
  const shipments = (where: string, params: unknown[], search: string) =>
    app.db.query<Json>(
      `SELECT ${SHIPMENT_COLUMNS} FROM sendungsstatus WHERE ${where}${searchClause(search, params.length + 1)} ORDER BY kurz_bezeichnung, id`,
      search ? [...params, search] : params,
    );

  app.get('/', async () => (await app.db.query(`SELECT ${SHIPMENT_COLUMNS} FROM sendungsstatus ORDER BY id`)).rows);

  app.get<Search>('/anzeigestati-list', async (request) => {
    const search = statusSearch(request.query.searchString);
    return (
      await app.db.query(
        `SELECT ${DISPLAY_COLUMNS} FROM anzeigestatus WHERE true${searchClause(search, 1)} ORDER BY anzeigefolge, id`,
        search ? [search] : [],
      )
    ).rows;
  });

  app.get<Search>(
    '/freie-list',
    async (request) => (await shipments('sdst_id_anzeige IS NULL', [], statusSearch(request.query.searchString))).rows,
  );

  app.get<Search & { Params: { id: number } }>('/anzeigestati/:id', async (request) => {
    const search = statusSearch(request.query.searchString);
    if ((await findStatus(app.db, request.params.id))?.table !== 'anzeigestatus') throw notFound();
    return (await shipments('sdst_id_anzeige = $1', [request.params.id], search)).rows;
  });

  app.get<{ Params: { id: number } }>('/:id', async (request) => {
    const found = await findStatus(app.db, request.params.id);
    if (!found) throw notFound();
    return found.row;
  });

  app.post<{ Body: Json }>('/create', async (request, reply) => {
    const body = request.body;
    const name = statusName(body.kurzBezeichnung);
    const icon = typeof body.icon === 'string' && body.icon ? body.icon : null;
    if (isShipmentBody(body)) {
      const display = await assignedDisplayStatus(app.db, body.sdst_id_anzeige);
      const { rows } = await app.db.query<Json>(
        `INSERT INTO sendungsstatus (kurz_bezeichnung, sdst_id_anzeige, icon, aenderer_id) VALUES ($1, $2, $3, $4) RETURNING ${SHIPMENT_COLUMNS}`,
        [name, display, icon, user(request)],
      );
      return reply.code(201).send(rows[0]);
    }
    // A new display status joins the end of the chain (its order number after every other one).
    const { rows } = await app.db.query<Json>(
      `INSERT INTO anzeigestatus (kurz_bezeichnung, anzeige, aw_sperre, defaultstatus, anzeigefolge, icon, aenderer_id)
       VALUES ($1, $2, $3, $4, (SELECT coalesce(max(anzeigefolge), 0) + 1 FROM anzeigestatus), $5, $6) RETURNING ${DISPLAY_COLUMNS}`,
      [
        name,
        flag(body.anzeige, true),
        flag(body.awSperre, false),
        flag(body.defaultstatus, false),
        icon,
        user(request),
      ],
    );
    return reply.code(201).send(rows[0]);
  });

  // The order number is the chain's (updateStatuskette); an update keeps it.
  app.post<{ Body: Json }>('/update', async (request) => {
    const body = request.body;
    const found = typeof body.id === 'number' ? await findStatus(app.db, body.id) : undefined;
    if (!found) throw notFound();
    const id = body.id as number;
    const version = sentVersion(body, true);
    await checkVersion(app.db, found.table, id, found.row.version as number, version);
    const name = statusName(body.kurzBezeichnung);
    const icon =
      body.icon === undefined ? found.row.icon : typeof body.icon === 'string' && body.icon ? body.icon : null;
    if (found.table === 'sendungsstatus') {
      const display =
        body.sdst_id_anzeige === undefined
          ? (found.row.sdst_id_anzeige as number | null)
          : await assignedDisplayStatus(app.db, body.sdst_id_anzeige);
      await versionedUpdate(
        app.db,
        'sendungsstatus',
        'UPDATE sendungsstatus SET kurz_bezeichnung = $2, sdst_id_anzeige = $3, icon = $4, geaendert = now(), aenderer_id = $5 WHERE id = $1',
        [id, name, display, icon, user(request)],
        version,
      );
    } else {
      const row = found.row;
      await versionedUpdate(
        app.db,
        'anzeigestatus',
        `UPDATE anzeigestatus SET kurz_bezeichnung = $2, anzeige = $3, aw_sperre = $4, defaultstatus = $5, icon = $6,
           geaendert = now(), aenderer_id = $7 WHERE id = $1`,
        [
          id,
          name,
          flag(body.anzeige, row.anzeige as boolean),
          flag(body.awSperre, row.awSperre as boolean),
          // The fixed display statuses stay in the default chain.
          FIXED_DISPLAY_STATUSES.includes(id as 1000001)
            ? true
            : flag(body.defaultstatus, row.defaultstatus as boolean),
          icon,
          user(request),
        ],
        version,
      );
    }
    return (await findStatus(app.db, id))!.row;
  });

  app.delete<{ Body: Json }>('/', async (request, reply) => {
    const body = request.body;
    const found = typeof body.id === 'number' ? await findStatus(app.db, body.id) : undefined;
    if (!found) throw notFound();
    const id = body.id as number;
    await checkVersion(app.db, found.table, id, found.row.version as number, sentVersion(body, false));
    if (found.table === 'anzeigestatus') {
      // account-admin.md §4: 'The first two display statuses (ids 1000001 and 1000002) cannot be deleted; a display
      // status with assigned shipment statuses cannot be deleted.'
      if (FIXED_DISPLAY_STATUSES.includes(id as 1000001)) throw statusProblem('anzeigestatusFest');
      const assigned = await app.db.query('SELECT 1 FROM sendungsstatus WHERE sdst_id_anzeige = $1 LIMIT 1', [id]);
      if (assigned.rows.length) throw statusProblem('sendungsstatiZuerstEntfernen');
      await app.db.query('DELETE FROM anzeigestatus WHERE id = $1', [id]);
    } else {
      // The history of orders keeps the shipment statuses it names.
      const used = await app.db.query('SELECT 1 FROM auftragshistorie WHERE sdst_id = $1 LIMIT 1', [id]);
      if (used.rows.length) throw statusProblem('inHistorie');
      await app.db.query('DELETE FROM sendungsstatus WHERE id = $1', [id]);
    }
    return reply.code(204).send();
  });

  app.post<{ Body: Json[] }>('/updateStatuskette', async (request) => saveChain(app.db, request.body, user(request)));
};
