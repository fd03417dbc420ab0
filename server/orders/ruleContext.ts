import { selectVariant, type RuleContext } from '../../engine/core';
import { documents } from '../documents';
import type { SessionClaims } from '../auth';
import type { RuleSessionKey } from '../../schemas/registries';

/**
 * The rule context the capture page builds from the session's flags and the client configuration (app/session ruleSession):
 * variant and modes (e.g. mandantSpezi29) by variants/selection.json, so the server's rules see what the browser's see.
 */
export function orderRuleContext(session: SessionClaims, config: Record<string, string>): RuleContext {
  // Keys as declared in schemas/registries/session-keys.json, the list `npm run check` types session.* by.
  const branch: Partial<Record<RuleSessionKey, unknown>> = {
    loggedIn: true,
    admin: session.admin,
    main: session.main,
    hauptmandant: session.hauptmandant,
    metro: session.metro,
    edit: session.edit,
    version: session.version,
    mandantId: session['mandant-id'],
  };
  return selectVariant(documents().selection, { data: {}, config, session: branch });
}
