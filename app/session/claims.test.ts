import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { configFromToken, sameConfig } from './claims';

const token = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('k'.repeat(32)));

describe('the configuration an access token carries', () => {
  it('reads client-config-params as key/value map, null without the claim or token', async () => {
    const config = configFromToken(await token({ 'client-config-params': [{ key: 'isBexPremium', value: 'true' }] }));
    expect(config).toEqual({ isBexPremium: 'true' });
    expect(configFromToken(await token({ sub: '1' }))).toBeNull();
    expect(configFromToken(null)).toBeNull();
    expect(configFromToken('kein token')).toBeNull();
  });

  it('compares two configurations by their pairs', () => {
    expect(sameConfig({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameConfig({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameConfig({ a: '1' }, { a: '1', b: '2' })).toBe(false);
  });
});
