/* Bench part 'keyboard': the keys a dispatcher presses for one whole order captured by keyboard alone (the e2e test's scenario). */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { captureOrderByKeyboard, launchBrowser, loginAs, startPortal } from '../e2e/helpers';
import { limit } from './index';

if (!existsSync(resolve(import.meta.dirname, '../../dist/web/index.html'))) {
  console.log('Tastatur: kein Build (npx vite build), übersprungen.');
} else {
  const [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await loginAs(page, portal.baseUrl, 'demo');
    await page.goto(`${portal.baseUrl}/disponent-online/auftragsmanagement/auftragserfassung`);
    await page.waitForLoadState('networkidle');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auftraege'));
    const keys = await captureOrderByKeyboard(page);
    console.log(`  Auftrag (2 Positionen) nur mit der Tastatur: HTTP ${(await saved).status()}`);
    console.log(`  ${keys.total} Tasten: ${keys.typed} Zeichen, ${keys.control} Steuertasten (Tab, Alt+…, Strg+S)`);
    limit('Auftrag nur mit Tastatur: Steuertasten', keys.control, 'Tasten', 40);
  } finally {
    await browser.close();
    await portal.stop();
  }
}
