import type { FastifyPluginAsync } from 'fastify';
import { hashRefreshToken } from '../../../auth';
import { recordChange, userChange, userRowForLog } from '../../../changelog';
import { HttpProblem, notification } from '../../../errors';
import { forbidden, readableTenants } from '../../../orders';
import { holdsRightsOf, issueOneTimeToken } from '../../../users';
import { passwordMail } from '../../../mail';

const notFound = () =>
  new HttpProblem(404, [
    notification('benutzer.nichtGefunden', 'Der Benutzer wurde nicht gefunden.', { header: 'Benutzer' }),
  ]);
const refused = (id: string, message: string) =>
  new HttpProblem(400, [notification(`benutzer.${id}`, message, { header: 'Benutzer' })]);

/** Password reset request (public): always 204, so nobody learns whether an account exists. */
export const forgetPasswordRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Querystring: { nameOrEmail: string } }>(
    '/forget',
    {
      config: {
        bruteForce: { policy: 'account', name: (request) => (request.query as { nameOrEmail?: string }).nameOrEmail },
      },
    },
    async (request, reply) => {
      const key = request.query.nameOrEmail.trim().toLowerCase();
      const { rows } = await app.db.query<{ id: number; name: string; email: string | null }>(
        'SELECT id, name, email FROM benutzer WHERE authorized AND (lower(name) = $1 OR lower(email) = $1)',
        [key],
      );
      for (const user of rows.filter((u) => u.email)) {
        const token = await issueOneTimeToken(app.db, user.id, 'passwort');
        // The answer stays 204 even when the mail fails: it must not tell whether the account exists.
        await app.mailer
          .send(passwordMail(user.email!, user.name, `${app.publicUrl}/disponent-online/forgottenPassword/${token}`))
          .then(
            (sent) => app.log.info({ userId: user.id, file: sent.file }, 'Passwort-Mail versandt'),
            (err: Error) => app.log.error({ err, userId: user.id }, 'Passwort-Mail nicht versandt'),
          );
      }
      return reply.code(204).send();
    },
  );
};

/** DELETE /{id}: admins delete anybody but themselves; main users the users of their tenant family without more rights. */
export const deleteUserRoute: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: number }; Querystring: { token?: string } }>('/:id', async (request, reply) => {
    const session = request.session!;
    // The optional token confirms the call: when sent, it must be a live refresh token of the caller's own session
    // (the access token is longer than the contract's 2000 characters).
    if (request.query.token !== undefined) {
      const { rows } = await app.db.query(
        `SELECT 1 FROM refresh_token WHERE token_hash = $1 AND benutzer_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
        [hashRefreshToken(request.query.token), Number(session.sub)],
      );
      if (!rows.length)
        throw refused('tokenUngueltig', 'Die Bestätigung ist ungültig. Bitte melden Sie sich erneut an.');
    }
    const tenants = await readableTenants(app.db, session);
    const {
      rows: [user],
    } = await app.db.query<{ id: number; admin: boolean; main: boolean; edit: boolean }>(
      'SELECT id, admin, main, edit FROM benutzer WHERE id = $1 AND ($2::int[] IS NULL OR mandant_id = ANY($2::int[]))',
      [request.params.id, tenants],
    );
    if (!user) throw notFound();
    if (!session.admin && (!session.main || !holdsRightsOf(session, user))) throw forbidden();
    if (user.id === Number(session.sub))
      throw refused('selbstLoeschen', 'Sie können Ihren eigenen Benutzer nicht löschen.');
    await app.db.transaction(async (tx) => {
      const before = await userRowForLog(tx, user.id);
      await tx.query('DELETE FROM benutzer WHERE id = $1', [user.id]);
      await recordChange(tx, session, userChange(before, null));
    });
    // Its refresh tokens went with the row (ON DELETE CASCADE); its access tokens answer 401 from now on.
    app.sessionGuard.invalidate(user.id);
    return reply.code(204).send();
  });
};
