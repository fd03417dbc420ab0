import type { FastifyPluginAsync } from 'fastify';
import { findUserById } from '../../../auth/session';
import { HttpProblem, Notifications } from '../../../errors';
import { userRuleContext } from '../../../explain';

const kontextSchema = {
  type: 'object',
  required: ['benutzer', 'variant', 'modes', 'session', 'config'],
  properties: {
    benutzer: { type: 'string' },
    variant: { type: 'string' },
    modes: { type: 'object', additionalProperties: { type: 'boolean' } },
    session: { type: 'object', additionalProperties: true },
    config: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** /api/explain: what the portal's 'Warum?' needs to explain a screen as another user; admins only. */
export const explainRoutes: FastifyPluginAsync = async (app) => {
  // The rule context of a user's session, so an admin answers "why does this user see the field so" without logging in.
  app.get<{ Params: { benutzerId: number } }>(
    '/kontext/:benutzerId',
    {
      onRequest: [app.requireAuth, app.requireAdmin],
      schema: {
        params: { type: 'object', properties: { benutzerId: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: { 200: kontextSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.benutzerId);
      if (!user) throw new HttpProblem(404, [Notifications.notFound()]);
      const { variant, modes, session, config } = await userRuleContext(app.db, user);
      return { benutzer: user.name, variant, modes: modes ?? {}, session, config };
    },
  );
};
