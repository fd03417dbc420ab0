export { hashPassword, verifyPassword, verifyAgainstDummy, SCRYPT_PARAMS } from './password';
export { buildSessionClaims, findUserById, findUserByName, METRO_VERSION } from './session';
export type { SessionClaims, SessionUser } from './session';
export { createTokenService, ACCESS_TOKEN_TTL_SECONDS } from './tokens';
export type { TokenService, VerifyResult } from './tokens';
export {
  issueRefreshToken,
  revokeRefreshTokens,
  rotateRefreshToken,
  hashRefreshToken,
  REFRESH_TOKEN_TTL_DAYS,
  REFRESH_GRACE_SECONDS,
} from './refreshTokens';
export { resolveJwtSecret } from './secret';
export type { SecretSources } from './secret';
export { authenticate, UNCONFIRMED } from './login';
export { createSessionGuard, SESSION_CACHE_TTL_MS } from './sessionGuard';
export type { SessionGuard, SessionCheck } from './sessionGuard';
export { endUserSessions, denyAccessToken, renewTenantSessions } from './sessionEnd';
export { actorOf, impersonatorId, loadActor, recordImpersonatedChange } from './impersonation';
export type { ImpersonationActor } from './impersonation';
