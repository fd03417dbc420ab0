import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db';
import { HttpProblem, Notifications } from '../../../errors';
import { listOf } from '../stammdaten';

/** Response schema of Sprache. */
export const spracheSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' }, bezeichnung: { type: ['string', 'null'] } },
} as const;

/** Id of the default language Deutsch (spec: default language id 50). */
export const DEFAULT_SPRACHE_ID = 50;

/** All languages, Deutsch first, then by id. */
export async function listSprachen(db: Db): Promise<{ id: number; bezeichnung: string }[]> {
  return (
    await db.query<{ id: number; bezeichnung: string }>(
      'SELECT id, bezeichnung FROM sprache ORDER BY is_default DESC, id',
    )
  ).rows;
}

async function spracheOr404(db: Db, where: string, params: unknown[]) {
  const {
    rows: [row],
  } = await db.query(`SELECT id, bezeichnung FROM sprache WHERE ${where}`, params);
  if (!row) throw new HttpProblem(404, [Notifications.notFound()]);
  return row;
}

/** /api/sprachen: public (contract: with or without login), the login and registration need them. */
export const sprachenRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: { response: { 200: listOf(spracheSchema) } } }, async () => listSprachen(app.db));

  app.get('/default', { schema: { response: { 200: spracheSchema } } }, async () =>
    spracheOr404(app.db, 'is_default', []),
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    {
      schema: { response: { 200: spracheSchema } },
      config: { validation: { header: 'Sprachen' } },
    },
    async (request) => spracheOr404(app.db, 'id = $1', [request.params.id]),
  );
};
