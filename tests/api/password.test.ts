import { describe, it, expect } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth';

describe('password hashing', () => {
  it('round-trips and rejects other passwords', async () => {
    const hash = await hashPassword('Disponent#2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Disponent#2026', hash)).toBe(true);
    expect(await verifyPassword('disponent#2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('gleich')).not.toBe(await hashPassword('gleich'));
  });

  it('treats umlauts the same in composed and decomposed form', async () => {
    const hash = await hashPassword('Bäckerei!1');
    expect(await verifyPassword('Ba\u0308ckerei!1', hash)).toBe(true);
  });

  it('never matches malformed or hostile hashes', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x', 'scrypt$16384$8$1$$', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==']) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });
});
