// @vitest-environment node
/**
 * tests/system/packages.sh runs first in `npm test`: without a Chromium that starts, or with packages apt cannot install,
 * it stops at once with a German message instead of letting the browser tests fail after all the others.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = new URL('../system/packages.sh', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'don-packages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function executable(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

const which = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
const bash = which('bash');

const run = (env: Record<string, string>) => {
  const result = spawnSync(bash, [script], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stderr: result.stderr };
};

describe('tests/system/packages.sh', () => {
  it('stops when CHROMIUM_PATH names no executable', () => {
    const { status, stderr } = run({ CHROMIUM_PATH: join(dir, 'kein-chromium') });
    expect(status).toBe(1);
    expect(stderr).toContain('ist kein ausführbarer Chromium');
  });

  it('stops when the Chromium there does not start', () => {
    const { status, stderr } = run({ CHROMIUM_PATH: executable('kaputt', 'exit 127') });
    expect(status).toBe(1);
    expect(stderr).toContain('startet nicht');
  });

  it('stops with the packages to install when they are missing and apt cannot install them', () => {
    // A PATH with the script's own tools only: the test packages are missing, and apt-get (as root) fails as offline.
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    for (const tool of ['sort', 'id']) symlinkSync(which(tool), join(bin, tool));
    symlinkSync(
      executable('apt-get', 'echo "E: Temporary failure resolving deb.debian.org" >&2; exit 100'),
      join(bin, 'apt-get'),
    );
    const { status, stderr } = run({ PATH: bin, CHROMIUM_PATH: executable('chromium', 'exit 0') });
    expect(status).toBe(1);
    expect(stderr).toMatch(/poppler-utils/);
    expect(stderr).toMatch(/nicht installieren|fehlen Debian-Pakete/);
  });
});
