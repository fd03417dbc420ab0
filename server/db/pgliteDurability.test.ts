import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const strace = spawnSync('strace', ['-V']).status === 0;
const child = new URL('./pgliteDurability.child.ts', import.meta.url).pathname;

/** Runs the child under strace and counts fsync/fdatasync between its markers (all threads: the worker syncs). */
function syncsPerRun(commits: number, env: Record<string, string>): number {
  const dir = mkdtempSync(join(tmpdir(), 'don-pglite-sync-'));
  try {
    const log = join(dir, 'strace.log');
    const marker = join(dir, 'marker');
    const run = spawnSync(
      'strace',
      [
        '-f',
        '-o',
        log,
        '-e',
        'trace=fsync,fdatasync,access',
        process.execPath,
        '--import',
        'tsx',
        child,
        join(dir, 'pglite'),
        String(commits),
        marker,
      ],
      { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 90_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const lines = readFileSync(log, 'utf8').split('\n');
    const begin = lines.findIndex((l) => l.includes(`${marker}-begin`));
    const end = lines.findIndex((l) => l.includes(`${marker}-end`));
    expect(begin).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(begin);
    return lines.slice(begin, end).filter((l) => /\b(fsync|fdatasync)\(\d+\)\s+=\s+0/.test(l)).length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// An acknowledged commit is on the host's disk: PGlite's NODEFS dropped every fsync before (0 calls in an strace).
describe.skipIf(!strace)('PGlite durability (strace of a real process)', () => {
  it('syncs the WAL at least once per acknowledged commit, in the worker thread and in-process', () => {
    expect(syncsPerRun(10, {})).toBeGreaterThanOrEqual(11);
    expect(syncsPerRun(10, { PGLITE_WORKER: 'off' })).toBeGreaterThanOrEqual(11);
  }, 120_000);

  it('skips the syncs with PGLITE_FSYNC=off (tests and benchmarks only)', () => {
    expect(syncsPerRun(10, { PGLITE_FSYNC: 'off' })).toBe(0);
  }, 120_000);
});
