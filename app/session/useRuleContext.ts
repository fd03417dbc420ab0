import { useMemo } from 'react';
import { selectVariant, type RuleContext } from '../../engine/core';
import { variantSelection } from '../documents';
import { ruleSession } from './claims';
import { useSession } from './SessionContext';

/** The rule context of the current session (no form data yet): session flags, configuration, variant and modes. */
export function useRuleContext(): RuleContext {
  const { user, config } = useSession();
  return useMemo(
    // session.username names the capturer of a new order in the capture document (the server stores it from the token).
    () =>
      selectVariant(variantSelection, {
        data: {},
        session: { ...ruleSession(user?.flags ?? null), ...(user && { username: user.username }) },
        config: config ?? {},
      }),
    [user, config],
  );
}
