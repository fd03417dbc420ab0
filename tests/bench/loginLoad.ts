/* Part of the bench's form part: the login page of the built portal — load to painted form, and whether the date library loads. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { startPortal } from '../e2e/helpers/portal';
import { report } from './index';

/** A string only the time-zone list of @blueprintjs/datetime holds (the calendar's library). */
const DATE_LIBRARY = 'Pacific/Pago_Pago';

/** Loads /login `loads` times: ms from navigation to the painted login button, scripts loaded, whether the date library is among them. */
export async function measureLogin(browser: Browser, loads = 7): Promise<void> {
  if (!existsSync(resolve(import.meta.dirname, '../../dist/web/index.html'))) {
    console.log('Anmeldeseite: kein Build (npx vite build), übersprungen.');
    return;
  }
  const portal = await startPortal();
  try {
    const painted: number[] = [];
    let scripts: { url: string; bytes: number; date: boolean }[] = [];
    for (let i = 0; i < loads; i++) {
      const page = await browser.newPage();
      const loaded: Promise<{ url: string; bytes: number; date: boolean }>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script')
          loaded.push(
            r.text().then(
              (t) => ({ url: new URL(r.url()).pathname, bytes: t.length, date: t.includes(DATE_LIBRARY) }),
              () => ({ url: r.url(), bytes: 0, date: false }),
            ),
          );
      });
      await page.goto(`${portal.baseUrl}/disponent-online/`);
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      painted.push(
        await page.evaluate(
          () =>
            new Promise<number>((done) =>
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => done(performance.now());
                channel.port2.postMessage(null);
              }),
            ),
        ),
      );
      scripts = await Promise.all(loaded);
      await page.close();
    }
    const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    const date = scripts.filter((s) => s.date).map((s) => s.url);
    console.log(
      `Anmeldeseite (Build): ${scripts.length} Skripte, ${kb.toFixed(0)} KB; Datumsbibliothek geladen: ${date.length ? `ja (${date.join(', ')})` : 'nein'}`,
    );
    report('  Anmeldeseite: Aufruf bis Bild', painted);
  } finally {
    await portal.stop();
  }
}
