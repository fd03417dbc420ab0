import type { FastifyPluginAsync } from 'fastify';
import { denyAccessToken } from '../../../auth';
import {
  presetConfigurations,
  resolveClientConfig,
  saveClientConfig,
  toConfigParams,
  type ConfigParam,
} from '../../../config';

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

const presetListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'label', 'values'],
    properties: { id: { type: 'string' }, label: { type: 'string' }, values: configParamListSchema },
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
      const saved = await saveClientConfig(app.db, session['mandant-id'], request.body, session);
      request.log.info(
        { mandantId: session['mandant-id'], keys: request.body.map((p) => p.key) },
        'Konfiguration gespeichert',
      );
      // account-admin.md §4 Configurator: "After a successful save the user is asked to log in again": the token carries
      // the old configuration, so this session ends here (access token denied, its refresh family revoked).
      await denyAccessToken(app.db, app.sessionGuard, session);
      return toConfigParams(saved);
    },
  );

  // The seven client profiles (account-admin.md §1) the configurator's preset buttons fill its form with.
  app.get(
    '/presets',
    { onRequest: [app.requireAuth, app.requireAdmin], schema: { response: { 200: presetListSchema } } },
    async () => presetConfigurations().map((p) => ({ id: p.id, label: p.label, values: toConfigParams(p.values) })),
  );
};
