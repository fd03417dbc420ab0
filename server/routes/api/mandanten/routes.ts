import type { FastifyPluginAsync } from 'fastify';
import { resolveClientConfig } from '../../../config';
import { mayEditTemplates, mayReadTenant } from '../../../orders';
import { checkSearchString, findTenant, findTenants, tenantNotFound, toTenant } from '../../../tenants';
import { mandantenAdminRoutes } from './admin';

/** /api/mandanten: every user reads the own tenant family; the tenant management lists and changes are for admins (admin area). */
export const mandantenRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const subTenants = (id: number) => findTenants(app.db, 'm.hauptmandant_id = $1', [id]);

  app.get('/hauptmandant-summary', async (request) => {
    const own = await findTenant(app.db, request.session!['mandant-id']);
    if (!own) return [];
    return [own, ...(request.session!.hauptmandant ? await subTenants(own.id) : [])].map(toTenant);
  });

  app.get('/hauptmandant', async (request) => {
    const own = await findTenant(app.db, request.session!['mandant-id']);
    if (own?.is_hauptmandant) return toTenant(own);
    const main = own?.hauptmandant_id ? await findTenant(app.db, own.hauptmandant_id) : undefined;
    return main ? toTenant(main) : null;
  });

  app.get<{ Params: { id: number } }>('/hauptmandant/:id', async (request) => {
    const tenant = await findTenant(app.db, request.params.id);
    if (!tenant || !(await mayReadTenant(app.db, request.session!, tenant.id))) throw tenantNotFound();
    if (tenant.is_hauptmandant) return toTenant(tenant);
    const main = tenant.hauptmandant_id ? await findTenant(app.db, tenant.hauptmandant_id) : undefined;
    return main ? toTenant(main) : null;
  });

  app.get('/is-hauptmandant', async (request) => request.session!.hauptmandant);

  app.get('/auftragsvorlage-edit', async (request) => {
    const session = request.session!;
    const config = await resolveClientConfig(app.db, session['mandant-id']);
    return session.edit && mayEditTemplates(session) && config.denyOrderEdit !== 'true';
  });

  // Sub-tenants of a main tenant: the main tenant's own users (managing their family) and admins.
  app.get<{ Params: { id: number }; Querystring: { searchString?: string } }>('/untermandant/:id', async (request) => {
    const searchString = checkSearchString(request.query.searchString);
    if (!(await mayReadTenant(app.db, request.session!, request.params.id))) throw tenantNotFound();
    return (await findTenants(app.db, 'm.hauptmandant_id = $1', [request.params.id], searchString)).map(toTenant);
  });

  app.get<{ Params: { id: number } }>('/:id', async (request) => {
    const tenant = await findTenant(app.db, request.params.id);
    if (!tenant || !(await mayReadTenant(app.db, request.session!, tenant.id))) throw tenantNotFound();
    return toTenant(tenant);
  });

  await app.register(async (admin) => {
    // onRequest (after the parent's session check): a non-admin learns nothing about the bodies these calls want.
    admin.addHook('onRequest', app.requireAdmin);
    await admin.register(mandantenAdminRoutes);
  });
};
