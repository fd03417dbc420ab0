import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { existsSync } from 'node:fs';

/** Debian's Chromium; override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Under a moved clock (`npm run test:clock` runs the tests under libfaketime): Chromium slows to a crawl with libfaketime
 * loaded, so it starts without it and every page gets the test process's clock through Playwright's clock instead.
 */
const movedClock = Boolean(process.env.FAKETIME);

function browserEnv(): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
  if (!movedClock) return env;
  for (const key of Object.keys(env)) if (key === 'LD_PRELOAD' || key.startsWith('FAKETIME')) delete env[key];
  return env;
}

/** New contexts and pages start at the test process's (moved) time and in its time zone; the clock runs on from there. */
function withMovedClock(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    const context = await newContext({ timezoneId: process.env.TZ, ...options });
    await context.clock.install({ time: Date.now() });
    return context;
  };
  browser.newPage = async (options?: BrowserContextOptions): Promise<Page> => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Browser.newPage: the page owns its context.
    page.once('close', () => {
      context.close().catch(() => undefined);
    });
    return page;
  };
  return browser;
}

/** Launches headless Chromium with the flags this machine's closed network needs, plus a test's own (e.g. host rules). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium fehlt unter ${chromiumPath} (apt-get install -y chromium).`);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    env: browserEnv(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  return movedClock ? withMovedClock(browser) : browser;
}
