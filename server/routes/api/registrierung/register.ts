import { addressChange, recordChange, tenantChange, userChange } from '../../../changelog';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addressSearchText, cleanAddress } from '../../../addresses';
import { hashPassword } from '../../../auth';
import { resolveClientConfig } from '../../../config';
import { registrationMail } from '../../../mail';
import { validateRegistration } from './validateRegistration';
import { HttpProblem, notification, validationNotifications } from '../../../errors';
import {
  consumeOneTimeToken,
  demoPasswordProblem,
  issueOneTimeToken,
  minPasswordLength,
  passwordProblem,
  toUser,
  USER_SELECT,
  type UserRow,
} from '../../../users';

type Json = Record<string, unknown>;
type Registration = {
  owningMandant: { name: string; adresse: Json };
  name: string;
  email: string;
  password: string;
  benutzerversion?: { id: number };
  sprache?: { id: number };
};
const invalid = (id: string, message: string, fieldname: string | null = null) =>
  new HttpProblem(400, [notification(`registrierung.${id}`, message, { header: 'Registrierung', fieldname })]);
// The contract's failures are worded in the handler (attachValidation): the password's then names the client's minimum.
const validation = {
  attachValidation: true,
  config: {
    validation: { header: 'Registrierung' },
    bruteForce: {
      policy: 'account' as const,
      name: (request: FastifyRequest) => (request.body as Partial<Registration> | undefined)?.name,
    },
  },
};

/** POST / creates tenant, its address and an unauthorized first user; POST /confirm/{token} activates the user. */
export const registrierungRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Registration }>('/', validation, async (request, reply) => {
    const min = await minPasswordLength(app.db, null);
    if (request.validationError) {
      // A pattern or length failure of the password gets the registration's text with the client's minimum (spec §5).
      const password = passwordProblem('', min, 'registration') ?? '';
      throw new HttpProblem(
        400,
        validationNotifications(request.validationError.validation ?? [], {
          header: 'Registrierung',
          fieldMessages: { password },
        }),
      );
    }
    const body = request.body;
    const config = await resolveClientConfig(app.db, null);
    if (config.isRegistrierung !== 'true') throw invalid('aus', 'Die Registrierung ist derzeit nicht möglich.');
    const name = body.name.trim();
    if ((await app.db.query('SELECT 1 FROM benutzer WHERE lower(name) = lower($1)', [name])).rows.length)
      throw invalid('name', 'Der Username ist schon vorhanden.', 'name');
    // The same document the form renders: what the page refuses, the server refuses too.
    validateRegistration(config, body);
    const problem =
      passwordProblem(body.password, min, 'registration') ?? (await demoPasswordProblem(app.db, body.password));
    if (problem) throw invalid('password', problem, 'password');
    const version = body.benutzerversion?.id ?? 1;
    if (version !== 1 && version !== 2) throw invalid('version', 'Die Version ist nicht bekannt.', 'benutzerversion');
    const sprache = body.sprache?.id ?? 50;
    if (!(await app.db.query('SELECT 1 FROM sprache WHERE id = $1', [sprache])).rows.length)
      throw invalid('sprache', 'Die Sprache ist nicht bekannt.', 'sprache');
    const hash = await hashPassword(body.password);
    const { userId } = await app.db.transaction(async (tx) => {
      const {
        rows: [tenant],
      } = await tx.query<{ id: number }>('INSERT INTO mandant (name) VALUES ($1) RETURNING id', [
        body.owningMandant.name.trim(),
      ]);
      const a = cleanAddress(body.owningMandant.adresse);
      const {
        rows: [address],
      } = await tx.query<{ id: number }>(
        `INSERT INTO adresse (mandant_id, fremdnummer, name, plz, ort, suchtext, daten)
        VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [tenant.id, a.fremdnummer, a.name, a.plz, a.ort, addressSearchText(a), JSON.stringify(a)],
      );
      await tx.query('UPDATE mandant SET adresse_id = $2 WHERE id = $1', [tenant.id, address.id]);
      // The first user manages the new tenant's users; the login stays closed until the mail address is confirmed.
      const {
        rows: [user],
      } = await tx.query<{ id: number }>(
        `INSERT INTO benutzer (name, email, password_hash, sprache_id, benutzerversion_id, mandant_id, main, edit, authorized)
        VALUES ($1, $2, $3, $4, $5, $6, true, true, false) RETURNING id`,
        [name, body.email, hash, sprache, version, tenant.id],
      );
      // The change log: the new tenant, its address and its first user, created by that user himself.
      const actor = { sub: String(user.id), username: name };
      await recordChange(tx, actor, tenantChange(null, { id: tenant.id }));
      await recordChange(tx, actor, addressChange(null, { id: address.id, mandant_id: tenant.id }));
      await recordChange(tx, actor, userChange(null, { id: user.id, mandant_id: tenant.id }));
      const token = await issueOneTimeToken(tx, user.id, 'registrierung');
      // Inside the transaction: a mail that cannot go out leaves no account behind that nobody could confirm.
      const sent = await app.mailer
        .send(registrationMail(body.email, name, `${app.publicUrl}/disponent-online/confirmreg/${token}`))
        .catch((err: Error) => {
          app.log.error({ err, userId: user.id }, 'Registrierungs-Mail nicht versandt');
          throw new HttpProblem(503, [
            notification(
              'registrierung.mailFehler',
              'Die Bestätigungs-E-Mail konnte nicht versandt werden. Bitte versuchen Sie es später erneut.',
              { header: 'Registrierung' },
            ),
          ]);
        });
      app.log.info({ userId: user.id, file: sent.file }, 'Registrierungs-Mail versandt');
      return { userId: user.id };
    });
    const {
      rows: [row],
    } = await app.db.query<UserRow>(`${USER_SELECT} WHERE b.id = $1`, [userId]);
    reply.code(201);
    return toUser(row);
  });

  app.post<{ Params: { token: string } }>('/confirm/:token', async (request, reply) => {
    const userId = await consumeOneTimeToken(app.db, request.params.token, 'registrierung');
    if (userId === undefined) {
      throw new HttpProblem(404, [
        notification('registrierung.tokenUngueltig', 'Der Bestätigungslink ist ungültig oder abgelaufen.', {
          header: 'Registrierung',
        }),
      ]);
    }
    await app.db.transaction(async (tx) => {
      const {
        rows: [user],
      } = await tx.query<{ name: string; mandant_id: number; authorized: boolean }>(
        'SELECT name, mandant_id, authorized FROM benutzer WHERE id = $1 FOR UPDATE',
        [userId],
      );
      await tx.query('UPDATE benutzer SET authorized = true, changed = now() WHERE id = $1', [userId]);
      // The change log: the user confirmed his own address with the mailed link.
      await recordChange(
        tx,
        { sub: String(userId), username: user.name },
        {
          objekt: 'benutzer',
          id: userId,
          mandantId: user.mandant_id,
          before: { authorized: user.authorized },
          after: { authorized: true },
        },
      );
    });
    return reply.code(204).send();
  });
};
