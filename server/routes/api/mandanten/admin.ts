import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification } from '../../../errors';
import { checkVersion, sentVersion, versionedUpdate } from '../../../versions';
import { checkSearchString, findTenant, findTenants, tenantNotFound, toTenant } from '../../../tenants';

type Json = Record<string, unknown>;
const invalid = (id: string, message: string, fieldname: string | null = null) =>
  new HttpProblem(400, [notification(`mandant.${id}`, message, { header: 'Mandanten', fieldname })]);
const hasSubTenants = () => invalid('untermandanten', 'Bitte entfernen Sie zuerst alle zugeordneten Untermandanten.');

/** Tenant management of the admin area (account-admin.md §4 Tenants); the caller checked the admin role. */
export const mandantenAdminRoutes: FastifyPluginAsync = async (app) => {
  const subCount = async (id: number) =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mandant WHERE hauptmandant_id = $1', [id]))
      .rows[0].n;
  type Search = { Querystring: { searchString?: string } };
  const list = (where: string) => async (request: { query: { searchString?: string } }) =>
    (await findTenants(app.db, where, [], checkSearchString(request.query.searchString))).map(toTenant);

  app.get<Search>('/allmandanten', list('true'));
  app.get<Search>('/freiemandanten', list('m.hauptmandant_id IS NULL AND NOT m.is_hauptmandant'));
  app.get<Search>('/hauptmandanten-list', list('m.is_hauptmandant'));

  // All or nothing: one unknown id or one main tenant with sub-tenants leaves every tenant as it was.
  app.post<{ Querystring: { ids: number[] } }>('/hauptmandant/unregister', async (request, reply) => {
    for (const id of request.query.ids) {
      const tenant = await findTenant(app.db, id);
      if (!tenant) throw tenantNotFound();
      if (await subCount(id)) throw hasSubTenants();
    }
    await app.db.query('UPDATE mandant SET is_hauptmandant = false WHERE id = ANY($1::int[])', [request.query.ids]);
    return reply.code(204).send();
  });

  // hauptmandantId = own id registers a main tenant, another id assigns a sub-tenant, null frees the tenant.
  app.put<{ Params: { id: number }; Body: Json }>('/:id', async (request) => {
    const tenant = await findTenant(app.db, request.params.id);
    if (!tenant) throw tenantNotFound();
    const body = request.body;
    const version = sentVersion(body, true);
    await checkVersion(app.db, 'mandant', tenant.id, tenant.version, version);
    const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : tenant.name;
    const target =
      body.hauptmandantId === undefined
        ? tenant.is_hauptmandant
          ? tenant.id
          : tenant.hauptmandant_id
        : (body.hauptmandantId as number | null);
    let isMain = false;
    let mainId: number | null = null;
    if (target === tenant.id) {
      if (tenant.hauptmandant_id)
        throw invalid(
          'istUntermandant',
          'Ein Untermandant kann nicht Hauptmandant werden. Bitte heben Sie zuerst die Zuordnung auf.',
          'hauptmandantId',
        );
      isMain = true;
    } else if (target !== null) {
      const main = await findTenant(app.db, target);
      if (!main?.is_hauptmandant)
        throw invalid('keinHauptmandant', 'Der gewählte Mandant ist kein Hauptmandant.', 'hauptmandantId');
      mainId = target;
    }
    if (tenant.is_hauptmandant && !isMain && (await subCount(tenant.id))) throw hasSubTenants();
    await versionedUpdate(
      app.db,
      'mandant',
      'UPDATE mandant SET name = $2, is_hauptmandant = $3, hauptmandant_id = $4, geaendert = now(), aenderer_id = $5 WHERE id = $1',
      [tenant.id, name, isMain, mainId, Number(request.session!.sub)],
      version,
    );
    return toTenant((await findTenant(app.db, tenant.id))!);
  });
};
