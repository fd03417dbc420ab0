import type { FastifyPluginAsync } from 'fastify';

type Params = { Params: { tabellenTyp: string } };

/** /api/userAnsichten: the table layout (configjson) of the user per table type, view id 1. */
export const userAnsichtenRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get<Params>('/:tabellenTyp', async (request) => {
    const {
      rows: [row],
    } = await app.db.query<{ configjson: string }>(
      'SELECT configjson FROM user_ansicht WHERE benutzer_id = $1 AND tabellen_typ = $2',
      [Number(request.session!.sub), request.params.tabellenTyp],
    );
    return { id: 1, configjson: row?.configjson ?? null };
  });
  app.post<Params & { Body: { configjson: string | null } }>('/save/:tabellenTyp', async (request) => {
    const configjson = request.body.configjson ?? '';
    await app.db.query(
      `INSERT INTO user_ansicht (benutzer_id, tabellen_typ, configjson) VALUES ($1, $2, $3)
      ON CONFLICT (benutzer_id, tabellen_typ) DO UPDATE SET configjson = EXCLUDED.configjson`,
      [Number(request.session!.sub), request.params.tabellenTyp, configjson],
    );
    return { id: 1, configjson };
  });
};
