import type { FastifyPluginAsync } from 'fastify';

const CHAIN = `SELECT id, kurz_bezeichnung AS "kurzBezeichnung", anzeige, aw_sperre AS "awSperre", defaultstatus, anzeigefolge, icon
  FROM anzeigestatus`;

/** /api/sendungsstati (read part): the default status chain the history timeline merges with, and the shipment statuses. */
export const sendungsstatiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/defaultstatuskette',
    async () => (await app.db.query(`${CHAIN} WHERE defaultstatus ORDER BY anzeigefolge`)).rows,
  );
  app.get(
    '/',
    async () =>
      (
        await app.db.query(
          'SELECT id, kurz_bezeichnung AS "kurzBezeichnung", sdst_id_anzeige, icon FROM sendungsstatus ORDER BY id',
        )
      ).rows,
  );
};
