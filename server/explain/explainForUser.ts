import { explainField, type FieldExplanation } from '../../engine/core';
import { findUserByName } from '../auth/session';
import type { Db } from '../db';
import { documents } from '../documents';
import { userRuleContext } from './userRuleContext';

/** What {@link explainForUser} refuses, in German: an unknown user or screen. */
export class ExplainInputError extends Error {
  override name = 'ExplainInputError';
}

/**
 * Explains a field of a screen as a user sees it: the user's session flags, tenant's client configuration and variant
 * (the rule context the portal builds), optional form data, the screen's document and every overlay of the server's
 * documents (file names as in the folders).
 */
export async function explainForUser(
  db: Db,
  screen: string,
  field: string,
  userName: string,
  data: Record<string, unknown> = {},
): Promise<FieldExplanation> {
  const user = await findUserByName(db, userName);
  if (!user) throw new ExplainInputError(`Benutzer „${userName}“ gibt es nicht.`);
  const set = documents();
  const base = (() => {
    try {
      return set.screen(screen);
    } catch {
      const known = [...set.byName.keys()].filter((n) => n.endsWith('.screen')).map((n) => n.replace(/\.screen$/, ''));
      throw new ExplainInputError(`Maske „${screen}“ gibt es nicht (vorhanden: ${known.join(', ')}).`);
    }
  })();
  const context = { ...(await userRuleContext(db, user)), data };
  // The screen's part files ($include): reasons name the part and the pointer in it, as the linter does.
  return explainField(base, set.overlays, context, field, {
    parts: set.origins.get(`schemas/screens/${base.id}.screen.json`),
  });
}
