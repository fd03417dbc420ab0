import type { SessionClaims } from '../auth';
import type { Db } from '../db';
import { diffFields, type FieldChange } from './diff';

/** The objects whose changes are logged. */
export type ChangeObject = 'auftrag' | 'adresse' | 'benutzer' | 'mandant';
/** What happened to the object. */
export type ChangeAction = 'angelegt' | 'geaendert' | 'geloescht';

/** Who a change is recorded for: a session, or a user acting without one (registration, a password link). */
export type ChangeActor = Pick<SessionClaims, 'sub' | 'username' | 'apiKey' | 'act'>;

/** One change as a write path reports it: before null for a new object, after null for a deleted one. */
export interface Change {
  objekt: ChangeObject;
  id: number;
  mandantId: number | null;
  before: unknown;
  after: unknown;
  /** Changes no diff shows (a new password: recorded as changed, never with its values). */
  extra?: FieldChange[];
}

/** A new password in the change log: that it changed, never a value. */
export const PASSWORD_CHANGED: FieldChange = { feld: 'passwort', alt: null, neu: null };

// Bookkeeping every save moves on, secrets and derived values: not a change a person made.
const IGNORED =
  /^(version|datumgeaendert|geaendert|changed|aenderer(\..*)?|aenderer_id|suchtext|password.*|passwordRepeat|passwordOld|session_version|abliefernachweisExists|sdstId)$/;
const ignore = (path: string) => IGNORED.test(path);

/**
 * Records a change in the change log, inside the caller's transaction (pass its tx): who (the session's user, the
 * API key it acts with, the admin behind an impersonation), when, and the changed flat fields with old and new value.
 * A save that changed no field records nothing; a new or deleted object is one entry without fields.
 */
export async function recordChange(db: Db, session: ChangeActor, change: Change): Promise<void> {
  const action: ChangeAction = change.before == null ? 'angelegt' : change.after == null ? 'geloescht' : 'geaendert';
  const fields =
    action === 'geaendert' ? [...diffFields(change.before, change.after, ignore), ...(change.extra ?? [])] : [];
  if (action === 'geaendert' && !fields.length) return;
  await db.query(
    `INSERT INTO aenderung (objekt_typ, objekt_id, mandant_id, aktion, benutzer_id, benutzer_name, api_schluessel_id,
       api_schluessel_name, admin_id, admin_name, felder) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [change.objekt, change.id, change.mandantId, action, ...actorValues(session), JSON.stringify(fields)],
  );
}

/** The actor columns of an entry (benutzer_id … admin_name): the user, the API key he acts through, the impersonating admin. */
function actorValues(session: ChangeActor) {
  return [
    Number(session.sub),
    session.username,
    session.apiKey?.id ?? null,
    session.apiKey?.name ?? null,
    session.act ? Number(session.act.sub) : null,
    session.act?.username ?? null,
  ];
}

/**
 * Records many new objects of one kind at once (an address import of up to 10,000 rows): one entry each, written by one
 * statement, with the same actor as {@link recordChange}.
 */
export async function recordCreated(
  db: Db,
  session: ChangeActor,
  objekt: ChangeObject,
  mandantId: number,
  ids: number[],
): Promise<void> {
  if (!ids.length) return;
  await db.query(
    `INSERT INTO aenderung (objekt_typ, objekt_id, mandant_id, aktion, benutzer_id, benutzer_name, api_schluessel_id,
       api_schluessel_name, admin_id, admin_name, felder)
     SELECT $1, id, $3, 'angelegt', $4, $5, $6, $7, $8, $9, '[]' FROM unnest($2::int[]) AS id`,
    [objekt, ids, mandantId, ...actorValues(session)],
  );
}
