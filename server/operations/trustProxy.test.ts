import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trustProxy';

describe('TRUST_PROXY', () => {
  it('reads hops, true/false and address lists', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('TRUE')).toBe(true);
    const hops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
  });

  it('refuses what is none of them', () => {
    expect(() => parseTrustProxy('nginx.local')).toThrow(/TRUST_PROXY/);
  });
});
