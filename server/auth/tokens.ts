import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SessionClaims } from './session';

/** Lifetime of an access token; short because it cannot be revoked before it expires. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Outcome of checking a bearer token; expired is told apart so the portal can refresh. */
export type VerifyResult = { ok: true; claims: SessionClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Signs and verifies HS256 access tokens with one secret. */
export interface TokenService {
  signAccessToken(claims: SessionClaims): Promise<string>;
  verifyAccessToken(token: string): Promise<VerifyResult>;
}

// A token signed with our key but missing these is from an older format: treat as invalid.
function hasSessionShape(p: Record<string, unknown>): boolean {
  return (
    typeof p.sub === 'string' &&
    typeof p.username === 'string' &&
    typeof p['mandant-id'] === 'number' &&
    Array.isArray(p['client-config-params']) &&
    typeof p.sv === 'number' &&
    typeof p.jti === 'string'
  );
}

/** Seconds a token is still accepted after its exp (jose's clockTolerance). */
const CLOCK_TOLERANCE_SECONDS = 5;
/** Verified tokens kept at most; the cache starts over when full (a token is only verified again). */
const VERIFIED_MAX = 10_000;

/**
 * Creates the token service for a secret of at least 32 characters. A verified token's claims are kept until it
 * expires: the same token string always verifies the same way, and the HMAC check was about 5 % of a search
 * request's CPU time. Sessions ended early are the session guard's job, which runs on every request.
 */
export function createTokenService(secret: string, now = () => Date.now()): TokenService {
  if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters long');
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionClaims>();
  return {
    async signAccessToken(claims) {
      const { sub, jti: _jti, exp: _exp, iat: _iat, ...rest } = claims;
      return (
        new SignJWT(rest)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(sub)
          // The id a logout puts on the deny-list (server/auth/sessionGuard.ts).
          .setJti(randomUUID())
          .setIssuedAt()
          .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
          .sign(key)
      );
    },
    async verifyAccessToken(token) {
      const known = verified.get(token);
      if (known) {
        if (now() < ((known.exp ?? 0) + CLOCK_TOLERANCE_SECONDS) * 1000) return { ok: true, claims: known };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(now()),
        });
        if (!hasSessionShape(payload)) return { ok: false, reason: 'invalid' };
        const claims = payload as unknown as SessionClaims;
        if (typeof claims.exp === 'number') {
          if (verified.size >= VERIFIED_MAX) verified.clear();
          verified.set(token, claims);
        }
        return { ok: true, claims };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
