import { PASSWORD_CHANGED, recordChange, userChange, userRowForLog } from '../../../changelog';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endUserSessions } from '../../../auth';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { HttpProblem, notification, validationNotifications } from '../../../errors';
import { forbidden, readableTenants, targetTenant } from '../../../orders';
import {
  demoPasswordProblem,
  holdsRightsOf,
  minPasswordLength,
  newUserSettings,
  passwordProblem,
  refusedUserChange,
  RIGHTS,
  rightsNotHeld,
  toUser,
  USER_SELECT,
  validateUser,
  withPasswordMinimum,
  type UserRow,
} from '../../../users';
import { resolveClientConfig } from '../../../config';
import { checkVersion, sentVersion, versionedUpdate } from '../../../versions';
import { deleteUserRoute, forgetPasswordRoute } from './account';
import { passwordResetRoute } from './passwordReset';

type Json = Record<string, unknown>;
type Row = UserRow;
const SELECT = USER_SELECT;
const notFound = () =>
  new HttpProblem(404, [
    notification('benutzer.nichtGefunden', 'Der Benutzer wurde nicht gefunden.', { header: 'Benutzer' }),
  ]);
const invalid = (fieldname: string, message: string) =>
  new HttpProblem(400, [notification(`benutzer.${fieldname}`, message, { header: 'Benutzer', fieldname })]);
/** Whether the body sets an e-mail other than the stored one (absent or null keeps it; case and blanks do not count). */
const emailChanged = (body: Json, row: Row) =>
  body.email !== undefined &&
  body.email !== null &&
  String(body.email).trim().toLowerCase() !==
    String(row.email ?? '')
      .trim()
      .toLowerCase();
// German collation is not available under PGlite's C locale: sort in JS (account-admin.md §2 "sorted by name with German collation").
const byName = (rows: Row[]) => rows.sort((a, b) => a.name.localeCompare(b.name, 'de-DE'));

// The contract's failures are worded in the handler (attachValidation): the password's then names the minimum of the
// user's tenant (clientMinLengthPw, account-admin.md §5 User dialog), not a fixed 8.
const validation = { attachValidation: true, config: { validation: { header: 'Benutzer' } } };

/** The contract's refusal of a user body, the password fields worded with the rule of the user's tenant. */
async function contractProblem(request: FastifyRequest, db: FastifyRequest['server']['db'], mandantId: number | null) {
  const text = passwordProblem('', await minPasswordLength(db, mandantId)) ?? '';
  return new HttpProblem(
    400,
    validationNotifications(request.validationError?.validation ?? [], {
      header: 'Benutzer',
      fieldMessages: { password: text, passwordRepeat: text },
    }),
  );
}

/** /api/benutzer: users of the caller's tenant family (admins: all); only admins grant rights, a user edits only what he may. */
export const benutzerRoutes: FastifyPluginAsync = async (app) => {
  const visible = async (request: FastifyRequest, extra = '', params: unknown[] = []) => {
    const tenants = await readableTenants(app.db, request.session!);
    const { rows } = await app.db.query<Row>(
      `${SELECT} WHERE ($1::int[] IS NULL OR b.mandant_id = ANY($1::int[])) ${extra}`,
      [tenants, ...params],
    );
    return withPasswordMinimum(app.db, byName(rows));
  };
  const currentPasswordMatches = async (id: number, password: unknown) => {
    if (typeof password !== 'string' || !password) return false;
    const {
      rows: [row],
    } = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM benutzer WHERE id = $1', [id]);
    return Boolean(row) && verifyPassword(password, row.password_hash);
  };
  // A language the portal does not know would leave the user without texts (account-admin.md §2 user management).
  const checkLanguage = async (body: Json) => {
    const id = (body.sprache as { id?: unknown } | null | undefined)?.id;
    if (id === undefined || id === null) return;
    if (!(await app.db.query('SELECT 1 FROM sprache WHERE id = $1', [id])).rows.length)
      throw invalid('sprache', 'Die Sprache ist nicht bekannt.');
  };
  const load = async (request: FastifyRequest, id: number) => {
    const [row] = await visible(request, 'AND b.id = $2', [id]);
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Params: { username: string } }>(
    '/checkName/:username',
    {
      config: {
        bruteForce: {
          policy: 'account',
          anonymousOnly: true,
          name: (request) => (request.params as { username?: string }).username,
        },
      },
    },
    async (request) =>
      (await app.db.query('SELECT 1 FROM benutzer WHERE lower(name) = lower($1)', [request.params.username.trim()]))
        .rows.length > 0,
  );

  app.register(forgetPasswordRoute);
  app.register(passwordResetRoute);
  app.register(async (auth) => {
    auth.addHook('onRequest', app.requireAuth);
    auth.register(deleteUserRoute);
    auth.get<{ Querystring: { searchLimit?: number } }>('/', async (request, reply) => {
      const rows = await visible(request);
      // A list cut by searchLimit carries its full count like every search answer (contract header total-search-results).
      reply.header('total-search-results', String(rows.length));
      return rows.slice(0, request.query.searchLimit ?? 1000).map(toUser);
    });
    auth.get('/currentAsList', async (request) => [toUser(await load(request, Number(request.session!.sub)))]);
    auth.get<{ Querystring: { query?: string; page?: number; searchLimit?: number } }>(
      '/search',
      async (request, reply) => {
        const text = (request.query.query ?? '').trim().toLowerCase();
        const rows = (await visible(request)).filter(
          (r) => !text || `${r.name} ${r.email ?? ''}`.toLowerCase().includes(text),
        );
        const limit = request.query.searchLimit ?? 50;
        reply.header('total-search-results', String(rows.length));
        return rows.slice(((request.query.page ?? 1) - 1) * limit, (request.query.page ?? 1) * limit).map(toUser);
      },
    );
    auth.get<{ Params: { name: string } }>('/name/:name', async (request) => {
      const [row] = await visible(request, 'AND b.name = $2', [request.params.name]);
      if (!row) throw notFound();
      return toUser(row);
    });
    auth.get<{ Params: { id: number } }>('/:id', async (request) => toUser(await load(request, request.params.id)));

    auth.post<{ Body: Json }>('/', validation, async (request, reply) => {
      const session = request.session!;
      if (!session.admin && !session.main) throw forbidden();
      const body = request.body;
      if (request.validationError) {
        const wanted =
          body && typeof body === 'object' ? (body.owningMandant as { id?: number } | null)?.id : undefined;
        throw await contractProblem(request, app.db, await targetTenant(app.db, session, wanted));
      }
      if (rightsNotHeld(session, body).length) throw refusedUserChange('rechteVergeben');
      const mandantId = await targetTenant(app.db, session, (body.owningMandant as { id?: number } | null)?.id);
      validateUser(session, await resolveClientConfig(app.db, mandantId), body);
      const name = String(body.name).trim();
      if ((await app.db.query('SELECT 1 FROM benutzer WHERE lower(name) = lower($1)', [name])).rows.length)
        throw invalid('name', 'Der Username ist schon vorhanden.');
      const password = String(body.password ?? '');
      const problem =
        passwordProblem(password, await minPasswordLength(app.db, mandantId)) ??
        (await demoPasswordProblem(app.db, password));
      if (problem) throw invalid('password', problem);
      if (password !== body.passwordRepeat) throw invalid('passwordRepeat', 'Die Passwörter sind nicht identisch.');
      await checkLanguage(body);
      const settings = await newUserSettings(app.db, session, mandantId, body);
      const id = await app.db.transaction(async (tx) => {
        const {
          rows: [{ id: created }],
        } = await tx.query<{ id: number }>(
          `INSERT INTO benutzer (name, email, password_hash, sprache_id, benutzerversion_id, mandant_id, edit, authorized, rows_in_grid, admin, main)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 50, $9, $10) RETURNING id`,
          [
            name,
            body.email ?? null,
            await hashPassword(password),
            (body.sprache as { id?: number } | null)?.id ?? 50,
            settings.benutzerversionId,
            mandantId,
            settings.edit,
            session.admin ? Boolean(body.hasAuthorized ?? true) : true,
            body.admin === true,
            body.main === true,
          ],
        );
        await recordChange(tx, session, userChange(null, { id: created, mandant_id: mandantId }));
        return created;
      });
      reply.code(201);
      return toUser(await load(request, id));
    });

    auth.put<{ Params: { id: number }; Body: Json }>('/:id', validation, async (request) => {
      const session = request.session!;
      // A bad id is refused as it is (nothing to load); only a body's failure waits for the user's tenant.
      if (request.validationError?.validationContext === 'params') throw request.validationError;
      const row = await load(request, request.params.id);
      const self = row.id === Number(session.sub);
      if (!self && !session.admin && !session.main) throw forbidden();
      // Nobody edits a user with more rights than his own (admin > main > edit).
      if (!self && !holdsRightsOf(session, row)) throw refusedUserChange('hoehereRechte');
      if (request.validationError) throw await contractProblem(request, app.db, row.mandant_id);
      const body = request.body;
      validateUser(session, await resolveClientConfig(app.db, row.mandant_id), body, { id: row.id, self });
      const version = sentVersion(body, true);
      await checkVersion(app.db, 'benutzer', row.id, row.version, version);
      const rights = Object.fromEntries(
        RIGHTS.map((r) => [r, typeof body[r] === 'boolean' ? (body[r] as boolean) : row[r]]),
      ) as Record<(typeof RIGHTS)[number], boolean>;
      const authorized = typeof body.hasAuthorized === 'boolean' ? body.hasAuthorized : row.authorized;
      // The dialog sends the rights back unchanged; only a change of them is refused.
      const rightsChanged = RIGHTS.some((r) => rights[r] !== row[r]) || authorized !== row.authorized;
      if (rightsChanged && self) throw refusedUserChange('eigeneRechte');
      if (rightsChanged && !session.admin) throw refusedUserChange('nurAdminRechte');
      // The forgotten-password mail goes to this address: only the user himself and admins change it (no takeover by a main user).
      if (!self && !session.admin && emailChanged(body, row)) throw refusedUserChange('nurAdminEmail', 403, 'email');
      await checkLanguage(body);
      let hash: string | null = null;
      if (body.password) {
        if (!self && !session.admin) throw refusedUserChange('nurAdminPasswort');
        const problem =
          passwordProblem(String(body.password), await minPasswordLength(app.db, row.mandant_id)) ??
          (await demoPasswordProblem(app.db, String(body.password)));
        if (problem) throw invalid('password', problem);
        if (body.password !== body.passwordRepeat)
          throw invalid('passwordRepeat', 'Die Passwörter sind nicht identisch.');
        if (self && !(await currentPasswordMatches(row.id, body.passwordOld)))
          throw refusedUserChange('passwortAlt', 400, 'passwordOld');
        hash = await hashPassword(String(body.password));
      }
      await app.db.transaction(async (tx) => {
        await versionedUpdate(
          tx,
          'benutzer',
          `UPDATE benutzer SET email = $2, sprache_id = $3, rows_in_grid = $4, authorized = $5, edit = $6, admin = $7, main = $8,
          password_hash = coalesce($9, password_hash), changed = now(), aenderer_id = $10 WHERE id = $1`,
          [
            row.id,
            body.email ?? row.email,
            (body.sprache as { id?: number } | null)?.id ?? row.sprache_id,
            body.rowsInGrid ?? row.rows_in_grid,
            authorized,
            rights.edit,
            rights.admin,
            rights.main,
            hash,
            Number(session.sub),
          ],
          version,
        );
        await recordChange(tx, session, {
          ...userChange(row, await userRowForLog(tx, row.id)),
          extra: hash ? [PASSWORD_CHANGED] : undefined,
        });
      });
      // A new password, new rights or deactivation end the user's sessions; an own password change keeps the caller's.
      if (hash || rightsChanged)
        await endUserSessions(app.db, app.sessionGuard, row.id, self ? session.fam : undefined);
      return toUser(await load(request, row.id));
    });
  });
};
