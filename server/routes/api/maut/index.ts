import type { FastifyPluginAsync } from 'fastify';
import { tollTariff } from '../../../../schemas/toll';
import { resolveClientConfig } from '../../../config';
import { HttpProblem, notification, translate } from '../../../errors';
import { calculateToll, type TollCountry, type TollRequest } from '../../../toll';
import { listOf } from '../stammdaten';

/** One country of the toll calculator (contract schema MautLand). */
const mautLandSchema = {
  type: 'object',
  required: ['id', 'lkz', 'plzlaenge'],
  properties: {
    id: { type: 'integer' },
    lkz: { type: 'string' },
    bezeichnung: { type: ['string', 'null'] },
    plzlaenge: { type: 'integer' },
  },
} as const;

/** The server's day (ISO, UTC) picks the version of the law the toll is calculated with. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * /api/maut: the toll calculator beside the login (public, optional session; account-admin.md §2, §5, §7). The
 * countries are those whose postcodes ship with coordinates (land.mautberechnung), by name; the calculation estimates
 * the German truck toll by the tariff document schemas/toll/lkw-maut.json and counts against the login's address budget.
 */
export const mautRoutes: FastifyPluginAsync = async (app) => {
  app.get('/laender', { schema: { response: { 200: listOf(mautLandSchema) } } }, async () => {
    const { rows } = await app.db.query<{ bezeichnung: string }>(
      'SELECT id, lkz, bezeichnung, plzlaenge FROM land WHERE NOT aw_sperre AND mautberechnung',
    );
    // German order (Österreich under O) whatever collation the database has: PGlite only knows C.
    return rows.sort((a, b) => a.bezeichnung.localeCompare(b.bezeichnung, 'de'));
  });

  app.post<{ Body: TollRequest }>(
    '/mautberechnung',
    { config: { validation: { header: 'Mautrechner' }, bruteForce: { policy: 'maut', name: () => undefined } } },
    async (request) => {
      const config = await resolveClientConfig(app.db, null);
      if (config.isMautrechner !== 'true') {
        throw new HttpProblem(400, [notification('maut.aus', translate('maut.aus'), { header: 'Mautrechner' })]);
      }
      const { rows } = await app.db.query<TollCountry>(
        'SELECT lkz, bezeichnung, plzlaenge, mautberechnung FROM land WHERE NOT aw_sperre',
      );
      const result = calculateToll(tollTariff, request.body, new Map(rows.map((r) => [r.lkz, r])), today());
      if (!result.ok) throw new HttpProblem(400, result.problems);
      return result.answer;
    },
  );
};
