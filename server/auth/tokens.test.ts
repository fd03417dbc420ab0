import { describe, expect, it } from 'vitest';
import type { SessionClaims } from './session';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService } from './tokens';

const claims = {
  sub: '7',
  username: 'demo',
  'mandant-id': 2,
  'client-config-params': [],
  sv: 1,
} as unknown as SessionClaims;

describe('access tokens', () => {
  it('verifies a token once and answers it from memory until it expires', async () => {
    let clock = Date.now();
    const service = createTokenService('x'.repeat(32), () => clock);
    const token = await service.signAccessToken(claims);
    const first = await service.verifyAccessToken(token);
    const second = await service.verifyAccessToken(token);
    expect(first).toMatchObject({ ok: true, claims: { sub: '7', username: 'demo' } });
    // The same claims object: no second HMAC check and parse.
    expect(second.ok && first.ok && second.claims === first.claims).toBe(true);
    clock += (ACCESS_TOKEN_TTL_SECONDS + 10) * 1000;
    expect(await service.verifyAccessToken(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never takes a changed token or one of another secret for a known one', async () => {
    const service = createTokenService('x'.repeat(32));
    const token = await service.signAccessToken(claims);
    expect((await service.verifyAccessToken(token)).ok).toBe(true);
    expect(await service.verifyAccessToken(`${token.slice(0, -2)}AA`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await createTokenService('y'.repeat(32)).verifyAccessToken(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
