import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem, notification } from '../../../errors';
import { findLandByLkz, landSchema, listLaender } from '../laender';
import { ortVorschlagSchema, suggestPlaces } from '../orte';
import { listOf } from '../stammdaten';
import { listSprachen, spracheSchema } from '../sprachen';

// The register form offers a short list while the user types postcode or place.
const SUGGESTION_LIMIT = 20;

/** Public lists of the self-registration: countries, languages and postcode/place suggestions. */
export const registrierungReferenceRoutes: FastifyPluginAsync = async (app) => {
  // Locked countries (awSperre) cannot be chosen for a new customer.
  app.get('/lkz', { schema: { response: { 200: listOf(landSchema) } } }, async () => listLaender(app.db, true));

  app.get('/sprachen', { schema: { response: { 200: listOf(spracheSchema) } } }, async () => listSprachen(app.db));

  app.get<{ Params: { lkz: string }; Querystring: { plzOrName: string } }>(
    '/:lkz/ort',
    {
      schema: { response: { 200: listOf(ortVorschlagSchema) } },
      config: { validation: { header: 'Registrierung' } },
    },
    async (request) => {
      const land = await findLandByLkz(app.db, request.params.lkz);
      if (!land) {
        throw new HttpProblem(400, [
          notification('stammdaten.landUnbekannt', 'Das Land ist nicht bekannt.', {
            header: 'Registrierung',
            fieldname: 'lkz',
          }),
        ]);
      }
      return suggestPlaces(app.db, [land.id], request.query.plzOrName, SUGGESTION_LIMIT);
    },
  );
};
