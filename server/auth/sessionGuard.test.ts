import { describe, expect, it } from 'vitest';
import { createChangeFeed, type Db } from '../db';
import type { SessionClaims } from './session';
import { createSessionGuard } from './sessionGuard';

/** A database stand-in answering the guard's one query from a table of users; counts the queries. */
function fakeDb(users: Map<number, { version: number; denied: string[] }>) {
  const counter = { queries: 0 };
  const db = {
    async query(_sql: string, params: unknown[]) {
      counter.queries++;
      const user = users.get(params[0] as number);
      return { rows: user ? [{ session_version: user.version, denied: user.denied.length ? user.denied : null }] : [] };
    },
  } as unknown as Db;
  return { db, counter };
}

const claims = (sub: number, sv: number, jti = 'a') => ({ sub: String(sub), sv, jti }) as SessionClaims;

describe('session guard', () => {
  it('asks the database once per user and cache period, and at once after an invalidation', async () => {
    const users = new Map([[1, { version: 1, denied: [] as string[] }]]);
    const { db, counter } = fakeDb(users);
    let clock = 0;
    const guard = createSessionGuard(db, 5_000, () => clock);
    for (let i = 0; i < 5; i++) expect(await guard.check(claims(1, 1))).toBe('ok');
    expect(counter.queries).toBe(1);
    users.set(1, { version: 2, denied: [] });
    // Another process bumped the version: seen after the cache period.
    expect(await guard.check(claims(1, 1))).toBe('ok');
    clock = 5_001;
    expect(await guard.check(claims(1, 1))).toBe('stale');
    expect(counter.queries).toBe(2);
    // This process logged the token out: seen at once.
    users.set(1, { version: 2, denied: ['a'] });
    guard.invalidate(1);
    expect(await guard.check(claims(1, 2, 'a'))).toBe('denied');
    expect(await guard.check(claims(1, 2, 'b'))).toBe('ok');
    expect(counter.queries).toBe(3);
  });

  it('drops an entry when the change feed announces the user, and trusts nothing while the feed is not live', async () => {
    const users = new Map([
      [1, { version: 1, denied: [] as string[] }],
      [2, { version: 1, denied: [] as string[] }],
    ]);
    const { db, counter } = fakeDb(users);
    const feed = await createChangeFeed(db);
    const guard = createSessionGuard(db, 5_000, () => 0, feed);
    expect(await guard.check(claims(1, 1))).toBe('ok');
    expect(await guard.check(claims(2, 1))).toBe('ok');
    users.set(1, { version: 2, denied: [] });
    // Another process raised the version: its commit's notification arrives, no cache period to wait.
    feed.emit('sitzung', '1');
    expect(await guard.check(claims(1, 1))).toBe('stale');
    expect(await guard.check(claims(2, 1))).toBe('ok');
    expect(counter.queries).toBe(3);
    feed.emit('sitzung', '*');
    expect(await guard.check(claims(2, 1))).toBe('ok');
    expect(counter.queries).toBe(4);
  });

  it('tells a deleted user apart without an error', async () => {
    const { db } = fakeDb(new Map());
    expect(await createSessionGuard(db).check(claims(7, 1))).toBe('gone');
    expect(await createSessionGuard(db).check({ ...claims(7, 1), sub: 'x' })).toBe('gone');
  });
});
