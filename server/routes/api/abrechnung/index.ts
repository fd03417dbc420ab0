import type { FastifyPluginAsync } from 'fastify';
import { translate } from '../../../errors';
import { targetTenant } from '../../../orders';
import { accounting } from './queries';

const header = 'Abrechnung';
// The contract's pattern checks the month; its failure gets this text on the field.
const MONTH_TEXT = translate('abrechnung.monat');

/**
 * /api/abrechnung: the accounting overview of a month (the spec shows /accounting as a placeholder; decided in
 * docs/decisions.md): the tenant's orders with stored price parts of that month and their totals.
 */
export const abrechnungRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get<{ Querystring: { monat: string; mandantId?: number } }>(
    '/',
    { config: { validation: { header, fieldMessages: { monat: MONTH_TEXT } } } },
    async (request) => {
      const mandantId = await targetTenant(app.db, request.session!, request.query.mandantId);
      return accounting(app.db, mandantId, request.query.monat);
    },
  );
};
