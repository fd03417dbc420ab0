import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address';
import { nextAttempt } from './retry';
import { BLOCKED_TEXT, send } from './send';
import { signature } from './sign';

describe('webhook addresses, retries and signatures', () => {
  it('blocks private, loopback, link-local and reserved addresses of both families, IPv4-mapped included', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ])
      expect(isBlockedAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8'])
      expect(isBlockedAddress(a), a).toBe(false);
  });

  it('waits 1 min, 5 min, 30 min, 2 h and 12 h, then gives up', () => {
    const at = new Date('2026-03-29T00:30:00Z');
    const waits = [1, 2, 3, 4, 5].map((n) => (nextAttempt(n, at)!.getTime() - at.getTime()) / 60_000);
    expect(waits).toEqual([1, 5, 30, 120, 720]);
    expect(nextAttempt(6, at)).toBeNull();
  });

  it("signs '<timestamp>.<body>' with HMAC-SHA256 (a known answer)", () => {
    // echo -n '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(signature('whsec_test', 1_700_000_000, '{"a":1}')).toBe(
      '38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789',
    );
  });
});

describe('one delivery', () => {
  it('checks a name at connect time: localhost is refused in production mode, reached with the test setting', async () => {
    const { startWebhookReceiver } = await import('../../tests/api/helpers/webhookReceiver');
    const receiver = await startWebhookReceiver();
    try {
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const refused = await send(url, '{}', {}, { allowPrivate: false, timeoutMs: 5_000 });
      expect(refused).toMatchObject({ code: null, error: BLOCKED_TEXT });
      expect(receiver.received).toHaveLength(0);
      receiver.status = 302;
      const reached = await send(url, '{}', {}, { allowPrivate: true, timeoutMs: 5_000 });
      // A redirect is an answer code like any other: not followed, not delivered.
      expect(reached).toMatchObject({ code: 302, error: null });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('gives up after the timeout when the receiver does not answer', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const result = await send(`http://127.0.0.1:${port}/`, '{}', {}, { allowPrivate: true, timeoutMs: 300 });
      expect(result).toMatchObject({ code: null, error: 'Keine Antwort innerhalb von 1 s.' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
