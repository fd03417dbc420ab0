export { SessionProvider, SessionStateProvider, useSession } from './SessionContext';
export type { SessionState, SessionUser } from './SessionContext';
export { flagsFromToken, ruleSession } from './claims';
export type { SessionFlags } from './claims';
export { useRuleContext } from './useRuleContext';
export { useMayExplain } from './useMayExplain';
export { rememberReturn, returnPathFor, forgetReturn } from './returnPath';
