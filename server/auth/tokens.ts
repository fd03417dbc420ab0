import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SessionClaims } from './session';

/** Lifetime of an access token; short because it cannot be revoked before it expires. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Outcome of checking a bearer token; expired is told apart so the portal can refresh. */
export type VerifyResult =
  | { ok: true; claims: SessionClaims }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Signs and verifies HS256 access tokens with one secret. */
export interface TokenService {
  signAccessToken(claims: SessionClaims): Promise<string>;
  verifyAccessToken(token: string): Promise<VerifyResult>;
}

// A token signed with our key but missing these is from an older format: treat as invalid.
function hasSessionShape(p: Record<string, unknown>): boolean {
  return typeof p.sub === 'string' && typeof p.username === 'string' && typeof p['mandant-id'] === 'number'
    && Array.isArray(p['client-config-params']) && typeof p.sv === 'number' && typeof p.jti === 'string';
}

/** Creates the token service for a secret of at least 32 characters. */
export function createTokenService(secret: string): TokenService {
  if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters long');
  const key = new TextEncoder().encode(secret);
  return {
    async signAccessToken(claims) {
      const { sub, jti: _jti, exp: _exp, iat: _iat, ...rest } = claims;
      return new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        // The id a logout puts on the deny-list (server/auth/sessionGuard.ts).
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], clockTolerance: 5 });
        if (!hasSessionShape(payload)) return { ok: false, reason: 'invalid' };
        return { ok: true, claims: payload as unknown as SessionClaims };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
