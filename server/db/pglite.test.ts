import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteFsync, pgliteOptions } from './pglite';

// Issue 12 item 8: PGlite starts with fsync off ('-F'); the portal turns it on unless PGLITE_FSYNC=off.
describe('PGlite fsync switch', () => {
  it('is on by default and off only for PGLITE_FSYNC=off', () => {
    expect(pgliteFsync({})).toBe(true);
    expect(pgliteFsync({ PGLITE_FSYNC: 'on' })).toBe(true);
    expect(pgliteFsync({ PGLITE_FSYNC: ' OFF ' })).toBe(false);
    expect(pgliteOptions({ fsync: true }).startParams).not.toContain('-F');
    expect(pgliteOptions({ fsync: false }).startParams).toContain('-F');
  });

  it('reaches the database: SHOW fsync answers on, or off when switched off', async () => {
    for (const fsync of [true, false]) {
      const pg = new PGlite(pgliteOptions({ fsync }));
      const { rows: [row] } = await pg.query<{ fsync: string }>('SHOW fsync');
      expect(row.fsync).toBe(fsync ? 'on' : 'off');
      await pg.close();
    }
  });
});
