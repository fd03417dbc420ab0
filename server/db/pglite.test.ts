import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteDb, pgliteFsync, pgliteOptions, pgliteSharedBuffers } from './pglite';

// PGlite starts with fsync off ('-F'); the portal turns it on unless PGLITE_FSYNC=off.
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
      const {
        rows: [row],
      } = await pg.query<{ fsync: string }>('SHOW fsync');
      expect(row.fsync).toBe(fsync ? 'on' : 'off');
      await pg.close();
    }
  });
});

// The server's database (a data folder) gets a 256 MB buffer cache; in-memory test databases keep PGlite's 128 MB.
describe('PGlite buffer cache', () => {
  it('is 256MB unless PGLITE_SHARED_BUFFERS names another size', () => {
    expect(pgliteSharedBuffers({})).toBe('256MB');
    expect(pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: ' 64 MB ' })).toBe('64MB');
    expect(pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: '1GB; DROP' })).toBe('256MB');
  });

  it('reaches the database of a data folder, not an in-memory one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'don-pglite-buffers-'));
    try {
      const server = await createPgliteDb(join(dir, 'pglite'));
      expect((await server.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0].shared_buffers).toBe(
        '256MB',
      );
      await server.close();
      const memory = await createPgliteDb();
      expect((await memory.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0].shared_buffers).toBe(
        '128MB',
      );
      await memory.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
