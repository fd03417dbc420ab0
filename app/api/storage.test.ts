// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearAccessToken, keepBackup, readBackup, storeSession } from './storage';

afterEach(() => localStorage.clear());

describe('backup session of the user switch (account-admin.md §3 Session, §4 Impersonation)', () => {
  it("keeps the admin's tokens, name and id and keeps the first admin on a second switch", () => {
    storeSession({ accessToken: 'a1', refreshToken: 'r1', username: 'admin', userId: 2 });
    keepBackup();
    storeSession({ accessToken: 'a2', refreshToken: 'r2', username: 'demo', userId: 1 });
    keepBackup();
    expect(readBackup()).toEqual({ accessToken: 'a1', refreshToken: 'r1', username: 'admin', userId: 2 });
  });

  it('is gone with the access token', () => {
    storeSession({ accessToken: 'a1', refreshToken: 'r1', username: 'admin', userId: 2 });
    keepBackup();
    clearAccessToken();
    expect(readBackup()).toBeNull();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('backup'))).toEqual([]);
  });
});
