import type { FastifyPluginAsync } from 'fastify';
import { authenticate, buildSessionClaims, issueRefreshToken, revokeRefreshTokens } from '../../../auth';
import { HttpProblem, Notifications } from '../../../errors';
import { loginBodySchema, loginResponseSchema, logoutBodySchema, type LoginBody, type LogoutBody } from './schemas';

/** /api/authentication: login and logout (refresh and changelogin follow in later issues). */
export const authenticationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>('/login', {
    schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
    config: {
      validation: {
        id: 'login.missing', header: 'Anmeldung', missingMessage: 'Bitte Benutzer und Passwort eingeben',
        fields: ['username', 'password'],
      },
    },
  }, async (request) => {
    const { username, password } = request.body;
    const user = await authenticate(app.db, username, password);
    if (!user) throw new HttpProblem(401, [Notifications.loginFailed()]);
    const claims = await buildSessionClaims(app.db, user);
    const [accessToken, refreshToken] = await Promise.all([
      app.tokens.signAccessToken(claims),
      issueRefreshToken(app.db, user.id),
    ]);
    request.log.info({ userId: user.id }, 'Anmeldung erfolgreich');
    return { accessToken, refreshToken, userId: user.id, username: user.name };
  });

  app.post<{ Body: LogoutBody }>('/logout', {
    schema: { body: logoutBodySchema },
    onRequest: app.requireAuth,
    // The body is optional; without this ajv would reject `undefined` as "not an object".
    preValidation: async (request) => {
      request.body ??= {};
    },
  }, async (request, reply) => {
    const userId = Number(request.session!.sub);
    const revoked = await revokeRefreshTokens(app.db, userId, request.body.refreshToken);
    request.log.info({ userId, revoked }, 'Abgemeldet');
    return reply.code(204).send();
  });
};
