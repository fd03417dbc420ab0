import { resolveClientConfig } from '../config';
import type { Db } from '../db';
import type { Rights } from './rights';

/** What of a new user only the server decides: his edit right and his version. */
export interface NewUserSettings {
  edit: boolean;
  benutzerversionId: number;
}

/**
 * A new user's edit right and version (account-admin.md §2, §5 User dialog): the edit right is set at once when
 * isUserCanEditImmediately is on and the creator may edit; the version field is read-only, so the user gets his creator's.
 * Only admins choose both themselves (the right and the version they send count).
 */
export async function newUserSettings(
  db: Db,
  creator: Rights & { version: number },
  mandantId: number,
  body: Record<string, unknown>,
): Promise<NewUserSettings> {
  const immediately = (await resolveClientConfig(db, mandantId)).isUserCanEditImmediately === 'true' && creator.edit;
  if (!creator.admin) return { edit: immediately, benutzerversionId: creator.version };
  const sent = (body.benutzerversion as { id?: number } | null | undefined)?.id;
  return { edit: typeof body.edit === 'boolean' ? body.edit : immediately, benutzerversionId: sent ?? 1 };
}
