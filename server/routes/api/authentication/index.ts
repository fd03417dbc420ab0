import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  actorOf,
  authenticate,
  buildSessionClaims,
  denyAccessToken,
  findUserById,
  findUserByName,
  issueRefreshToken,
  loadActor,
  revokeRefreshTokens,
  rotateRefreshToken,
  UNCONFIRMED,
  type ImpersonationActor,
} from '../../../auth';
import type { SessionUser } from '../../../auth/session';
import { HttpProblem, notification, Notifications } from '../../../errors';
import { loginBodySchema, loginResponseSchema, logoutBodySchema, type LoginBody, type LogoutBody } from './schemas';

/** /api/authentication: login, token refresh with rotation, admin user switch, logout. */
export const authenticationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>(
    '/login',
    {
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
      config: {
        validation: {
          id: 'login.missing',
          header: 'Anmeldung',
          missingMessage: 'Bitte Benutzer und Passwort eingeben',
          fields: ['username', 'password'],
        },
        bruteForce: { policy: 'login', name: (request) => (request.body as Partial<LoginBody> | undefined)?.username },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await authenticate(app.db, username, password);
      if (user === UNCONFIRMED) throw new HttpProblem(401, [Notifications.unconfirmed()]);
      if (!user) {
        // For the admin's log (account-admin.md §2 Info): which account was tried, by id; never the name or password.
        const tried = await findUserByName(app.db, username);
        request.log.warn({ userId: tried?.id ?? null }, 'Anmeldung fehlgeschlagen');
        throw new HttpProblem(401, [Notifications.loginFailed()]);
      }
      request.log.info({ userId: user.id }, 'Anmeldung erfolgreich');
      return answer(user);
    },
  );

  // The access token names its refresh family, so an own password change can keep exactly this session; an admin's
  // switch carries the actor claim in every token of its family.
  async function answer(user: SessionUser, next?: { token: string; familyId: string }, actor?: ImpersonationActor) {
    const familyId = next?.familyId ?? randomUUID();
    const [accessToken, refreshToken] = await Promise.all([
      buildSessionClaims(app.db, user, familyId, actor).then((claims) => app.tokens.signAccessToken(claims)),
      next?.token ?? issueRefreshToken(app.db, user.id, familyId, actor ? Number(actor.sub) : null),
    ]);
    return { accessToken, refreshToken, userId: user.id, username: user.name };
  }

  // Public: the access token may have expired; the refresh token decides. Any failure means: log in again.
  app.post<{ Body: { accessToken?: string; refreshToken: string } }>('/token', async (request) => {
    const rotated = await rotateRefreshToken(app.db, request.body.refreshToken);
    const user = rotated.ok ? await findUserById(app.db, rotated.benutzerId) : undefined;
    // A switched session lives only as long as its admin is an active admin.
    const actor =
      rotated.ok && rotated.impersonatorId !== null ? await loadActor(app.db, rotated.impersonatorId) : undefined;
    if (!rotated.ok || !user || !user.authorized || (rotated.impersonatorId !== null && !actor)) {
      request.log.warn({ reason: rotated.ok ? 'inactive' : rotated.reason }, 'Token-Erneuerung abgelehnt');
      throw new HttpProblem(401, [Notifications.relogin()]);
    }
    return answer(user, rotated, actor);
  });

  // Admins act as another user (account-admin.md §4 Impersonation); the portal keeps its own token as backup.
  // Refused before the body is validated, so a non-admin learns nothing about what this call wants.
  const adminOnly = async (request: FastifyRequest) => {
    if (!request.session?.admin) {
      throw new HttpProblem(403, [
        notification('auth.benutzerwechsel', 'Nur Administratoren dürfen den Benutzer wechseln.', {
          header: 'Keine Berechtigung',
        }),
      ]);
    }
  };
  app.post<{ Body: { username: string; backupToken?: string } }>(
    '/changelogin',
    { onRequest: [app.requireAuth, adminOnly] },
    async (request) => {
      const user = await findUserByName(app.db, request.body.username.trim());
      if (!user || !user.authorized) {
        throw new HttpProblem(404, [
          notification('auth.benutzerUnbekannt', 'Der Benutzer ist nicht bekannt oder nicht aktiv.', {
            header: 'Benutzerwechsel',
            fieldname: 'username',
          }),
        ]);
      }
      const actor = actorOf(request.session!);
      request.log.info({ admin: actor.sub, userId: user.id }, 'Benutzerwechsel');
      return answer(user, undefined, actor);
    },
  );

  app.post<{ Body: LogoutBody }>(
    '/logout',
    {
      schema: { body: logoutBodySchema },
      onRequest: app.requireAuth,
      // The body is optional; without this ajv would reject `undefined` as "not an object".
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const userId = Number(request.session!.sub);
      // A switched session ends only itself (its access token and refresh family below), never the user's own sessions.
      const revoked = request.session!.act ? 0 : await revokeRefreshTokens(app.db, userId, request.body.refreshToken);
      // The access token itself is unusable from now on; the user's sessions in other browsers go on.
      await denyAccessToken(app.db, app.sessionGuard, request.session!);
      request.log.info({ userId, revoked }, 'Abgemeldet');
      return reply.code(204).send();
    },
  );
};
