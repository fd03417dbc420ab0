import type { FastifyPluginAsync } from 'fastify';
import { DISPLAY_COLUMNS } from '../../../statuses';
import { sendungsstatiAdminRoutes } from './admin';

/**
 * /api/sendungsstati: the default status chain for every session (the history timeline of each order merges with it);
 * the status translator and the chain's order are for admins (account-admin.md §2 Admin area, §4).
 */
export const sendungsstatiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/defaultstatuskette',
    async () =>
      (await app.db.query(`SELECT ${DISPLAY_COLUMNS} FROM anzeigestatus WHERE defaultstatus ORDER BY anzeigefolge`))
        .rows,
  );
  await app.register(async (admin) => {
    // onRequest (after the session check): a non-admin learns nothing about the bodies these calls want.
    admin.addHook('onRequest', app.requireAdmin);
    await admin.register(sendungsstatiAdminRoutes);
  });
};

export { sendungsstatiAdminRoutes };
