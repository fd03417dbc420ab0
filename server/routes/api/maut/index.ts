import type { FastifyPluginAsync } from 'fastify';
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

/**
 * /api/maut: the toll calculator beside the login (public, optional session). The countries come from the reference data
 * (not locked for hand-over, by name); the calculation itself (POST /mautberechnung) comes with its own issue and answers
 * 501 until then.
 */
export const mautRoutes: FastifyPluginAsync = async (app) => {
  app.get('/laender', { schema: { response: { 200: listOf(mautLandSchema) } } }, async () => {
    const { rows } = await app.db.query<{ bezeichnung: string }>(
      'SELECT id, lkz, bezeichnung, plzlaenge FROM land WHERE NOT aw_sperre',
    );
    // German order (Österreich under O) whatever collation the database has: PGlite only knows C.
    return rows.sort((a, b) => a.bezeichnung.localeCompare(b.bezeichnung, 'de'));
  });
};
