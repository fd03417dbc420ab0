import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startPortal, startTogether } from './helpers';

// A browser test file starts the portal and Chromium side by side; when Chromium does not launch, the file fails and
// must not leave the portal running (its port, its process and its data folder).
describe('starting the portal and the browser together', () => {
  it('stops the started portal when the browser fails to launch, and throws the launch error', async () => {
    const portal = startPortal({ env: { DEMO_DATA: 'false' } });
    // A real launch failure: an executable that is no browser.
    const browser = chromium.launch({ executablePath: '/bin/false', timeout: 30_000 });
    await expect(startTogether(portal, browser)).rejects.toThrow(/launch/i);
    const { baseUrl } = await portal;
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
