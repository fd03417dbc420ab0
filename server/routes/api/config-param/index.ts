import type { FastifyPluginAsync } from 'fastify';
import { resolveClientConfig, toConfigParams } from '../../../config';

const configParamListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key', 'value'],
    properties: { key: { type: 'string' }, value: { type: 'string' } },
  },
} as const;

/** /api/config-param: the client configuration (coco editing follows in a later issue). */
export const configParamRoutes: FastifyPluginAsync = async (app) => {
  // Anonymous callers (and invalid tokens) get the global fallback; the portal needs it before login.
  app.get('/clientconfig', { schema: { response: { 200: configParamListSchema } } }, async (request) => {
    const mandantId = request.session?.['mandant-id'] ?? null;
    return toConfigParams(await resolveClientConfig(app.db, mandantId));
  });
};
