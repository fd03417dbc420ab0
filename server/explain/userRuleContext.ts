import type { RuleContext } from '../../engine/core';
import { buildSessionClaims, type SessionUser } from '../auth/session';
import { resolveClientConfig } from '../config';
import type { Db } from '../db';
import { orderRuleContext } from '../orders/ruleContext';

/**
 * The rule context a user's session gives the screens (no form data): session flags, the tenant's client
 * configuration, variant and modes, built by the functions login uses, so an explanation answers as that user's portal.
 */
export async function userRuleContext(db: Db, user: SessionUser): Promise<RuleContext> {
  const session = await buildSessionClaims(db, user);
  const context = orderRuleContext(session, await resolveClientConfig(db, session['mandant-id']));
  // session.username names the capturer in the capture document, as the portal's own rule context does.
  return { ...context, session: { ...context.session, username: user.name } };
}
