import type { FastifyPluginAsync } from 'fastify';
import { resolveClientConfig } from '../../../config';
import { HttpProblem, notification } from '../../../errors';
import { mayEditTemplates, mayReadTenant } from '../../../orders';

type Tenant = { id: number; name: string; hauptmandantId: number | null };
const SELECT = 'SELECT id, name, hauptmandant_id AS "hauptmandantId" FROM mandant';
const notFound = () => new HttpProblem(404, [notification('mandant.nichtGefunden', 'Der Mandant wurde nicht gefunden.', { header: 'Mandanten' })]);

/** /api/mandanten (read part): the session's tenant family for the tenant selectors and the template right. */
export const mandantenRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const byId = async (id: number) => (await app.db.query<Tenant>(`${SELECT} WHERE id = $1`, [id])).rows[0];
  const subTenants = async (id: number) => (await app.db.query<Tenant>(`${SELECT} WHERE hauptmandant_id = $1 ORDER BY name`, [id])).rows;

  app.get('/hauptmandant-summary', async (request) => {
    const own = await byId(request.session!['mandant-id']);
    if (!request.session!.hauptmandant || !own) return own ? [own] : [];
    return [own, ...(await subTenants(own.id))];
  });

  app.get('/hauptmandant', async (request) => {
    const own = await byId(request.session!['mandant-id']);
    if (request.session!.hauptmandant) return own ?? null;
    return own?.hauptmandantId ? (await byId(own.hauptmandantId)) ?? null : null;
  });

  app.get('/is-hauptmandant', async (request) => request.session!.hauptmandant);

  app.get('/auftragsvorlage-edit', async (request) => {
    const session = request.session!;
    const config = await resolveClientConfig(app.db, session['mandant-id']);
    return session.edit && mayEditTemplates(session) && config.denyOrderEdit !== 'true';
  });

  app.get<{ Params: { id: number } }>('/untermandant/:id', async (request) => {
    if (!(await mayReadTenant(app.db, request.session!, request.params.id))) throw notFound();
    return subTenants(request.params.id);
  });

  app.get<{ Params: { id: number } }>('/:id', async (request) => {
    const tenant = await byId(request.params.id);
    if (!tenant || !(await mayReadTenant(app.db, request.session!, tenant.id))) throw notFound();
    return tenant;
  });
};
