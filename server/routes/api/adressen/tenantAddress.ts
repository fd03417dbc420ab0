import type { FastifyPluginAsync } from 'fastify';
import { addressNotFound, toAddress } from '../../../addresses';
import { mayReadTenant } from '../../../orders';
import { findTenant } from '../../../tenants';

/** The postal address of a tenant (mandant.adresse_id): the session's own, or one the caller may read. */
export const tenantAddressRoutes: FastifyPluginAsync = async (app) => {
  const addressOf = async (mandantId: number) => {
    const tenant = await findTenant(app.db, mandantId);
    if (!tenant?.adresse) throw addressNotFound();
    return toAddress(tenant.adresse);
  };

  app.get('/currentMandantAdresse', async (request) => addressOf(request.session!['mandant-id']));

  // A foreign tenant answers the same 404 as one without an address, so tenant ids cannot be probed.
  app.get<{ Params: { mandantId: number } }>('/mandantadresse/:mandantId', async (request) => {
    if (!(await mayReadTenant(app.db, request.session!, request.params.mandantId))) throw addressNotFound();
    return addressOf(request.params.mandantId);
  });
};
