/*
 * The portal's first load and the first list after login (npm run bench, part 'firstload'), on the build in dist/web
 * served by the real server over a PGlite folder with 100,000 orders in the demo user's tenant: compressed JavaScript and
 * styles per page against their budgets, what Chromium receives for the login page, Lighthouse's performance score of the
 * login page and the order list, and the time from the login answer to the painted list against the search request alone.
 * Prints figures, asserts nothing.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { DEFAULT_WEB_ROOT } from '../../server';
import { LOGIN_BUDGET, SCREEN_BUDGET, screenLoads } from '../../server/build';
import { chromiumPath, DEMO_PASSWORD, loginAs, startPortal } from '../e2e/helpers';
import { freePort } from '../e2e/helpers/portal';
import { firstListAfterLogin } from './firstList';
import { lighthouseScore } from './lighthouse';
import { seedOrders } from './seedOrders';
import { limit, summarize } from './index';

const ORDERS = Number(process.env.BENCH_FIRSTLOAD_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_FIRSTLOAD_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (!existsSync(join(DEFAULT_WEB_ROOT, '.vite', 'manifest.json')))
  throw new Error('Kein Build der Seite mit Manifest: vorher `npm run build` ausführen.');
const kb = (bytes: number) => bytes / 1024;

// 1. What each page loads first, from the build's manifest: JavaScript and styles as the server sends them (.br).
console.log('\nJavaScript und Styles je Seite beim ersten Aufruf (Build, brotli wie ausgeliefert; unkomprimiert):');
const loads = screenLoads(DEFAULT_WEB_ROOT);
for (const l of loads)
  console.log(
    `  ${l.screen.padEnd(20)} ${kb(l.brotliBytes).toFixed(1).padStart(7)} KB   (${kb(l.rawBytes).toFixed(0)} KB, ${l.files.length} Dateien)`,
  );
const login = loads.find((l) => l.screen === 'login')!;
const largest = loads.filter((l) => l.screen !== 'login').sort((a, b) => b.brotliBytes - a.brotliBytes)[0];
limit('3 Erstes Laden: Anmeldeseite JS+CSS komprimiert', kb(login.brotliBytes), 'KB', kb(LOGIN_BUDGET));
limit(`3 Erstes Laden: größte Maske (${largest.screen}) JS+CSS`, kb(largest.brotliBytes), 'KB', kb(SCREEN_BUDGET));

// 2. The server as `npm start` runs it, on a folder with the orders (BENCH_DATA_DIR keeps it for the next run).
const dir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'don-bench-firstload-'));
await seedOrders(dir, ORDERS);
const portal = await startPortal({ dataDir: dir });
const port = await freePort();
// A persistent profile is the browser's default context, which Lighthouse's tab shares (the login's tokens included).
const profile = mkdtempSync(join(tmpdir(), 'don-bench-chromium-'));
let context: BrowserContext | undefined;
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1600, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', `--remote-debugging-port=${port}`],
  });
  const loginUrl = `${portal.baseUrl}/disponent-online/`;
  const listUrl = `${portal.baseUrl}/disponent-online/auftragsmanagement/auftragsresearch`;

  // 3. What Chromium receives for the login page (a cold cache per load), and when its form is painted.
  console.log('\nAnmeldeseite in Chromium (leerer Cache; Bytes wie übertragen):');
  const received: Record<string, { requests: number; bytes: number }> = {};
  const painted: number[] = [];
  for (let i = 0; i < 3; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const sizes: Promise<void>[] = [];
    const byType: Record<string, { requests: number; bytes: number }> = {};
    page.on('requestfinished', (r) =>
      sizes.push(
        r.sizes().then((s) => {
          const type = r.resourceType();
          byType[type] ??= { requests: 0, bytes: 0 };
          byType[type].requests++;
          byType[type].bytes += s.responseBodySize;
        }),
      ),
    );
    const start = Date.now();
    await page.goto(loginUrl);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    painted.push(Date.now() - start);
    await page.waitForLoadState('networkidle');
    await Promise.all(sizes);
    Object.assign(received, byType);
    await page.close();
  }
  for (const [type, r] of Object.entries(received).sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(
      `  ${type.padEnd(12)} ${String(r.requests).padStart(3)} Anfragen ${kb(r.bytes).toFixed(1).padStart(8)} KB`,
    );
  const jsCss = (received.script?.bytes ?? 0) + (received.stylesheet?.bytes ?? 0);
  console.log(
    `  JS+CSS übertragen ${kb(jsCss).toFixed(1)} KB; Formular gezeichnet nach ${summarize(painted).median} ms (Median aus 3)`,
  );

  // 4. Lighthouse, desktop preset (the portal's users work at office desktops) as the goal, the mobile preset beside it.
  console.log(`\nLighthouse Performance (Median aus ${LIGHTHOUSE_RUNS}; Chromium ${chromiumPath}):`);
  const loginScore = await lighthouseScore(context, port, loginUrl, 'desktop', LIGHTHOUSE_RUNS);
  const page = await context.newPage();
  await loginAs(page, portal.baseUrl, 'demo', DEMO_PASSWORD);
  await page.close();
  const listScore = await lighthouseScore(context, port, listUrl, 'desktop', LIGHTHOUSE_RUNS);
  limit('3 Lighthouse Anmeldeseite (Desktop)', loginScore, 'Punkte', 95, true);
  limit('3 Lighthouse Auftragsliste (Desktop)', listScore, 'Punkte', 90, true);
  await lighthouseScore(context, port, listUrl, 'mobile', 1);
  // The login page last: a mobile run on it logs nobody out, its storage is kept.
  await lighthouseScore(context, port, loginUrl, 'mobile', 1);

  // 5. The first list after login, against the search request alone in the same run.
  console.log(`\nErste Liste nach der Anmeldung, ${ORDERS.toLocaleString('de-DE')} Aufträge (${RUNS} Anmeldungen):`);
  const runs = await firstListAfterLogin(context, portal.baseUrl, RUNS);
  const ratio = summarize(runs.afterAnswer).median / summarize(runs.search).median;
  limit('4 Erste Liste nach Anmeldung / Suche allein', ratio, '×', 2);
  // What the browser alone needs to paint the same list, as a multiple of the search: the floor under the figure above.
  const floor = summarize(runs.floor).median / summarize(runs.search).median;
  console.log(`  Boden der Liste ohne Skript / Suche allein: ${floor.toFixed(2)}×`);
} finally {
  await context?.close();
  await portal.stop();
  rmSync(profile, { recursive: true, force: true });
  if (!process.env.BENCH_DATA_DIR) rmSync(dir, { recursive: true, force: true });
}
