import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

/** Debian's Chromium; override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium with the flags this machine's closed network needs, plus a test's own (e.g. host rules). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium fehlt unter ${chromiumPath} (apt-get install -y chromium).`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}
