/* Bench only: Lighthouse's performance score of one URL in the Chromium listening on `port` (its default context). */
import lighthouse, { desktopConfig } from 'lighthouse';
import type { BrowserContext } from 'playwright-core';
import { summarize } from './index';

/**
 * Runs Lighthouse `runs` times on `url` with its desktop or mobile preset (simulated throttling, as Lighthouse reports by
 * default) and prints the median score with its metrics. Each run starts with an empty HTTP cache, as a first visit;
 * local storage is kept, so a logged-in profile stays logged in (Lighthouse's own reset would clear both).
 */
export async function lighthouseScore(
  context: BrowserContext,
  port: number,
  url: string,
  preset: 'desktop' | 'mobile',
  runs: number,
): Promise<number> {
  const scores: number[] = [];
  let metrics = '';
  let repeats = 0;
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
    // A run Lighthouse could not measure (e.g. no paint seen within its wait on a busy machine) has no score: again.
    if (result.lhr.runtimeError) {
      console.log(`  ${new URL(url).pathname}: Lauf ohne Wertung (${result.lhr.runtimeError.code}), wiederholt`);
      // At most `runs` repeats: a page that never paints ends with the runs it has.
      if (repeats++ < runs) i--;
      continue;
    }
    const { audits, categories } = result.lhr;
    scores.push(Math.round((categories.performance.score ?? 0) * 100));
    const shown = (id: string) => audits[id]?.displayValue ?? '–';
    metrics = `FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}, SI ${shown('speed-index')}; ${shown('total-byte-weight')}`;
  }
  const score = summarize(scores).median;
  console.log(`  ${new URL(url).pathname} (${preset}): ${score} Punkte [${scores.join(', ')}]; zuletzt ${metrics}`);
  return score;
}
