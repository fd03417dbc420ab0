/* Browser render time of the DataGrid: 100 rows × 38 columns in headless Chromium (npm run bench). */
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/helpers';
import { report } from './index';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = await build({
  entryPoints: [join(here, 'gridPage.tsx')], bundle: true, write: false, format: 'iife', jsx: 'automatic', minify: true,
  define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
});
const css = createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css');

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.setContent('<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>');
  await page.addStyleTag({ path: css });
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const runs = await page.evaluate(() => {
    const render = (window as unknown as { renderGrid: () => { commit: number; layout: number; cells: number } }).renderGrid;
    for (let i = 0; i < 5; i++) render();
    return Array.from({ length: 30 }, () => render());
  });
  const selects = await page.evaluate(() => {
    const select = (window as unknown as { selectRow: () => number }).selectRow;
    return Array.from({ length: 30 }, () => select());
  });
  console.log(`DataGrid im Browser (Chromium headless, ${runs[0].cells} Zellen = 100 Zeilen × 38 Spalten)`);
  report('DataGrid rendern (React-Commit)', runs.map((r) => r.commit));
  report('DataGrid rendern + Layout', runs.map((r) => r.layout));
  report('DataGrid Zeile markieren (Update)', selects);
} finally {
  await browser.close();
}
