import { translate } from './catalogue';
import { notification, Notifications, type Notification } from './notification';

/** The fields of a PostgreSQL error both drivers (PGlite, node-postgres) carry. */
interface PgError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

// Unique constraints on the user name (the column's own and the case-insensitive index of 0014): the same text as the
// routes' own check, which a concurrent create of the same name slips past.
const USER_NAME_CONSTRAINTS = new Set(['benutzer_name_key', 'benutzer_name_lower_uq']);

const badRequest = (key: string): { status: number; body: Notification[] } => ({
  status: 400,
  body: [Notifications.badRequest(translate(key))],
});

/**
 * The answer to a database error the client's input caused (SQLSTATE class 22 data exception, class 23 integrity
 * violation), or undefined for any other error. Such a request is refused with 400 and a German text, never a 500:
 * a value beyond a column's range or length, a duplicate (e.g. two concurrent registrations of one user name), a
 * reference to a row that does not exist or a row still referenced. 400 because every operation of the contract
 * declares it (409 is not declared).
 */
export function databaseErrorAnswer(error: unknown): { status: number; body: Notification[] } | undefined {
  const { code, constraint, detail } = (error ?? {}) as PgError;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return undefined;
  if (code === '23505' && USER_NAME_CONSTRAINTS.has(String(constraint))) {
    return {
      status: 400,
      body: [
        notification('benutzer.nameVorhanden', translate('benutzer.nameVorhanden'), {
          header: 'Benutzer',
          fieldname: 'name',
        }),
      ],
    };
  }
  if (code === '23505') return badRequest('badRequest.duplicate');
  // 'is still referenced from table …' is a delete or update of a used row; otherwise the referenced row is missing.
  if (code === '23503')
    return badRequest(/still referenced/.test(String(detail)) ? 'badRequest.inUse' : 'badRequest.reference');
  // ON DELETE RESTRICT: a row still in use.
  if (code === '23001') return badRequest('badRequest.inUse');
  if (code === '22003' || code === '22008' || code === '22P02' || code === '22001')
    return badRequest('badRequest.outOfRange');
  // NUL or a lone surrogate that slipped past the request check.
  if (code === '22021' || code === '22P05') return badRequest('validation.zeichen');
  return badRequest('badRequest.invalidValue');
}
