import type { FastifyPluginAsync } from 'fastify';
import { resolveClientConfig, saveClientConfig, toConfigParams, type ConfigParam } from '../../../config';

const configParamListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key', 'value'],
    properties: { key: { type: 'string' }, value: { type: 'string' } },
  },
} as const;

const configParamBodySchema = {
  type: 'array',
  maxItems: 200,
  items: {
    type: 'object',
    required: ['key', 'value'],
    additionalProperties: false,
    properties: { key: { type: 'string', minLength: 1, maxLength: 100 }, value: { type: 'string', maxLength: 4000 } },
  },
} as const;

/** /api/config-param: the client configuration and the configurator's save. */
export const configParamRoutes: FastifyPluginAsync = async (app) => {
  // Anonymous callers (and invalid tokens) get the global fallback; the portal needs it before login.
  app.get('/clientconfig', { schema: { response: { 200: configParamListSchema } } }, async (request) => {
    const mandantId = request.session?.['mandant-id'] ?? null;
    return toConfigParams(await resolveClientConfig(app.db, mandantId));
  });

  // The configurator edits the configuration of the session's tenant; admins only (spec §6).
  app.put<{ Body: ConfigParam[] }>(
    '/coco',
    {
      onRequest: [app.requireAuth, app.requireAdmin],
      schema: { body: configParamBodySchema, response: { 200: configParamListSchema } },
      config: { validation: { id: 'coco.invalid', header: 'Konfiguration' } },
    },
    async (request) => {
      const session = request.session!;
      const saved = await saveClientConfig(app.db, session['mandant-id'], request.body);
      request.log.info(
        { mandantId: session['mandant-id'], keys: request.body.map((p) => p.key) },
        'Konfiguration gespeichert',
      );
      return toConfigParams(saved);
    },
  );
};
