import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification, translate } from '../../../errors';
import { sentVersion } from '../../../versions';
import {
  changeTenant,
  checkSearchString,
  findTenants,
  toTenant,
  unregisterMainTenants,
  type TenantChange,
} from '../../../tenants';

type Json = Record<string, unknown>;
type Search = { Querystring: { searchString?: string } };

/** Tenant management of the admin area (account-admin.md §4 Tenants); the caller checked the admin role. */
export const mandantenAdminRoutes: FastifyPluginAsync = async (app) => {
  const list = (where: string) => async (request: { query: { searchString?: string } }) =>
    (await findTenants(app.db, where, [], checkSearchString(request.query.searchString))).map(toTenant);
  // After the commit: this process's cached session versions of the renewed users are dropped at once.
  const renewed = (change: TenantChange) => change.renewedUsers.forEach((id) => app.sessionGuard.invalidate(id));

  app.get<Search>('/allmandanten', list('true'));
  app.get<Search>('/freiemandanten', list('m.hauptmandant_id IS NULL AND NOT m.is_hauptmandant'));
  app.get<Search>('/hauptmandanten-list', list('m.is_hauptmandant'));

  app.post<{ Querystring: { ids: number[]; versions?: number[] } }>(
    '/hauptmandant/unregister',
    async (request, reply) => {
      const { ids, versions } = request.query;
      if (versions && versions.length !== ids.length) {
        throw new HttpProblem(400, [
          notification('mandanten.versionenAnzahl', translate('mandanten.versionenAnzahl'), {
            header: 'Mandanten',
            fieldname: 'versions',
          }),
        ]);
      }
      renewed(await unregisterMainTenants(app.db, ids, versions, request.session!));
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { id: number }; Body: Json }>('/:id', async (request) => {
    const version = sentVersion(request.body, true)!;
    const change = await changeTenant(app.db, request.params.id, request.body, version, request.session!);
    renewed(change);
    return toTenant(change.tenant!);
  });
};
