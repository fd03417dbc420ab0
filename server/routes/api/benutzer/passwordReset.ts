import { PASSWORD_CHANGED, recordChange } from '../../../changelog';
import type { FastifyPluginAsync } from 'fastify';
import { endUserSessions, hashPassword } from '../../../auth';
import { HttpProblem, notification } from '../../../errors';
import {
  consumeOneTimeToken,
  demoPasswordProblem,
  liveTokenOwner,
  minPasswordLength,
  passwordProblem,
} from '../../../users';

const HEADER = 'Passwort vergessen';
const deadLink = () =>
  new HttpProblem(404, [
    notification(
      'passwort.linkUngueltig',
      'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie über „Passwort vergessen“ einen neuen an.',
      { header: HEADER },
    ),
  ]);
const invalid = (id: string, message: string, fieldname: string) =>
  new HttpProblem(400, [notification(`passwort.${id}`, message, { header: HEADER, fieldname })]);
// Guessing links costs like guessing accounts, per client address: every guess is another token, so no per-name budget.
const guarded = { bruteForce: { policy: 'account' as const, name: () => undefined } };

/** GET/POST /forget/{token}: the page behind the link of the password mail checks it and sets a new password with it. */
export const passwordResetRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>('/forget/:token', { config: guarded }, async (request, reply) => {
    if (!(await liveTokenOwner(app.db, request.params.token, 'passwort'))) throw deadLink();
    return reply.code(204).send();
  });

  app.post<{ Params: { token: string }; Body: { password: string; passwordRepeat: string } }>(
    '/forget/:token',
    { config: guarded },
    async (request, reply) => {
      const { token } = request.params;
      const { password, passwordRepeat } = request.body;
      // The rule of the user's tenant (clientMinLengthPw): checked before the link is used, so a refused password keeps it.
      const owner = await liveTokenOwner(app.db, token, 'passwort');
      if (owner === undefined) throw deadLink();
      const problem =
        passwordProblem(password, await minPasswordLength(app.db, owner.mandantId)) ??
        (await demoPasswordProblem(app.db, password));
      if (problem) throw invalid('regel', problem, 'password');
      if (password !== passwordRepeat)
        throw invalid('wiederholung', 'Die Passwörter sind nicht identisch.', 'passwordRepeat');
      const userId = await consumeOneTimeToken(app.db, token, 'passwort');
      if (userId === undefined) throw deadLink();
      const hash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        const {
          rows: [user],
        } = await tx.query<{ name: string }>(
          'UPDATE benutzer SET password_hash = $2, changed = now() WHERE id = $1 RETURNING name',
          [userId, hash],
        );
        // The change log: the user himself set it with the mailed link.
        await recordChange(
          tx,
          { sub: String(userId), username: user.name },
          {
            objekt: 'benutzer',
            id: userId,
            mandantId: owner.mandantId,
            before: {},
            after: {},
            extra: [PASSWORD_CHANGED],
          },
        );
      });
      // Whoever knew the old password is out: every session of the user ends.
      await endUserSessions(app.db, app.sessionGuard, userId);
      request.log.info({ benutzerId: userId }, 'Passwort über Link neu gesetzt');
      return reply.code(204).send();
    },
  );
};
