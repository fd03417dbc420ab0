/* Bench only: the first list after login in Chromium, from the page's own clock and Resource Timing. */
import type { BrowserContext } from 'playwright-core';
import { storageKeys } from '../../app/api/storage';
import { DEMO_PASSWORD } from '../e2e/helpers';
import { report } from './index';

/** One login's timeline in ms since navigation, from the page's performance clock. */
interface Timeline {
  click: number;
  /** The login answer (responseEnd of POST /api/authentication/login). */
  answer: number;
  /** The first row of the list painted (the frame after it appeared). */
  painted: number;
  requests: Array<{ name: string; url: string; start: number; end: number }>;
}

const WATCHED = [
  '/api/authentication/login',
  '/api/config-param/clientconfig',
  '/api/userAnsichten/',
  '/api/auftraege/search',
];

/**
 * Logs in `runs` times from a fresh login page (storage cleared, chunks in the browser's cache as for a returning user) and
 * reads when the first row of the order list was painted. Prints each run's requests relative to the login answer and
 * returns the answer-to-painted times and the search request alone: the list's request sent again from here with the
 * session's token once the page is idle, its end date a day later each time, so the server counts a new filter.
 */
export async function firstListAfterLogin(
  context: BrowserContext,
  baseUrl: string,
  runs: number,
): Promise<{ afterAnswer: number[]; afterClick: number[]; search: number[]; floor: number[] }> {
  const afterAnswer: number[] = [];
  const afterClick: number[] = [];
  const search: number[] = [];
  const inFlow: number[] = [];
  const floor: number[] = [];
  // tsx names the functions of the callbacks below with its helper __name, which the page does not have.
  await context.addInitScript('globalThis.__name = (f) => f;');
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/disponent-online/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/disponent-online/`);
    await page.getByRole('textbox', { name: 'Benutzer' }).fill('demo');
    await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
    // The first data row (aria-rowindex 2; the header row is 1) and the frame that paints it, seen from inside the page.
    await page.evaluate(() => {
      const w = window as unknown as { benchPainted: Promise<number>; benchClick: number };
      w.benchPainted = new Promise<number>((done) => {
        const seen = () => document.querySelector('[role="grid"] tr[aria-rowindex="2"]');
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done(performance.now());
            channel.port2.postMessage(null);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      document.addEventListener('click', () => (w.benchClick ??= performance.now()), { capture: true, once: true });
    });
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const t = await page.evaluate(async (watched): Promise<Timeline> => {
      const w = window as unknown as { benchPainted: Promise<number>; benchClick: number };
      const painted = await w.benchPainted;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const requests = entries
        .filter((e) => watched.some((path) => new URL(e.name).pathname.startsWith(path)))
        .map((e) => ({ name: new URL(e.name).pathname, url: e.name, start: e.startTime, end: e.responseEnd }));
      const login = requests.find((r) => r.name === '/api/authentication/login');
      return { click: w.benchClick, answer: login?.end ?? NaN, painted, requests };
    }, WATCHED);
    const searchRequest = t.requests.find((r) => r.name === '/api/auftraege/search');
    if (!searchRequest || Number.isNaN(t.answer)) throw new Error('Anmeldung oder Suche nicht in Resource Timing');
    afterAnswer.push(t.painted - t.answer);
    afterClick.push(t.painted - t.click);
    inFlow.push(searchRequest.end - searchRequest.start);
    const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
    const url = new URL(searchRequest.url);
    const bis = new Date(`${url.searchParams.get('datumBis')}T12:00:00Z`);
    bis.setUTCDate(bis.getUTCDate() + i + 1);
    url.searchParams.set('datumBis', bis.toISOString().slice(0, 10));
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`Suche allein antwortete ${res.status}`);
    search.push(performance.now() - started);
    const rel = (ms: number) => (ms - t.answer).toFixed(0);
    console.log(
      `  Lauf ${i + 1}: Klick→Bild ${(t.painted - t.click).toFixed(0)} ms, Anmeldeantwort→Bild ${rel(t.painted)} ms; ` +
        t.requests
          .filter((r) => r.name !== '/api/authentication/login')
          .map((r) => `${r.name.split('/').slice(2, 4).join('/')} ${rel(r.start)}–${rel(r.end)}`)
          .join(', '),
    );
    if (i === runs - 1) floor.push(...(await page.evaluate(paintFloor, FLOOR_SAMPLES)));
    await page.close();
  }
  report('  Klick auf Anmelden bis erste Zeile gezeichnet', afterClick);
  report('  Anmeldeantwort bis erste Zeile gezeichnet', afterAnswer);
  report('  die Suche in der Anmeldung (Resource Timing)', inFlow);
  report('  die Suche allein (neuer Filter, vom Bench gesendet)', search);
  report('  Boden: die gezeichnete Liste als fertiges HTML eingesetzt bis Bild (ohne Skript)', floor);
  return { afterAnswer, afterClick, search, floor };
}

const FLOOR_SAMPLES = 15;

/**
 * The browser's own share of a first list, without any script of ours: the painted list page's markup (styles loaded)
 * is taken out and set again as one HTML string, timed to the frame that paints it — parsing, style, layout and paint.
 */
async function paintFloor(samples: number): Promise<number[]> {
  const frame = () =>
    new Promise<number>((done) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  const root = document.getElementById('root') ?? document.body;
  const html = root.innerHTML;
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    root.replaceChildren();
    await frame();
    await frame();
    const start = performance.now();
    root.innerHTML = html;
    times.push((await frame()) - start);
  }
  return times;
}
