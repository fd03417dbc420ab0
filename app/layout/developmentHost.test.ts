import { describe, expect, it } from 'vitest';
import { isDevelopmentHost } from './developmentHost';

describe('isDevelopmentHost (configurator link only on local or internal development hosts)', () => {
  it('accepts loopback, reserved local names and private address ranges', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.8.9.10',
      'entwickler.local',
      'portal.internal',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.178.20',
      '::1',
      '[::1]',
      'fd12:3456::1',
      'fc00::7',
      'localhost.',
    ]) {
      expect(isDevelopmentHost(host), host).toBe(true);
    }
  });

  it('refuses public names and addresses, also those that only look local', () => {
    for (const host of [
      'portal.disponent-online.de',
      'kunde.example',
      'localhost.example.com',
      'mylocal',
      'local.example.de',
      '8.8.8.8',
      '172.32.0.1',
      '172.15.0.1',
      '192.169.0.1',
      '11.0.0.1',
      '127.0.0.256',
      '2001:db8::1',
      'fe80::1',
      '',
    ]) {
      expect(isDevelopmentHost(host), host).toBe(false);
    }
  });
});
