export { minPasswordLength, passwordProblem } from './passwordRule';
export { issueOneTimeToken, consumeOneTimeToken, liveTokenOwner } from './oneTimeTokens';
export type { TokenPurpose } from './oneTimeTokens';
export { USER_SELECT, toUser } from './userShape';
export type { UserRow } from './userShape';
export { holdsRightsOf, rightsNotHeld, refusedUserChange, RIGHTS } from './rights';
export type { Rights } from './rights';
export { newUserSettings } from './newUser';
export type { NewUserSettings } from './newUser';
