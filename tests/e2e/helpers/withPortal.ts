import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTogether } from './startTogether';
import { startPortal, type RunningPortal } from './portal';

/** Live handles of the portal and browser a describe block shares. */
export interface PortalFixture {
  portal: RunningPortal;
  browser: Browser;
}

/** Starts a real server on a fresh PGlite folder and Chromium for the surrounding describe block. */
export function withPortal(): PortalFixture {
  const fixture = {} as PortalFixture;
  beforeAll(async () => {
    [fixture.portal, fixture.browser] = await startTogether(startPortal(), launchBrowser());
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.portal?.stop();
  });
  return fixture;
}
