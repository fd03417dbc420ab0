/* npm run bench (imported by run.ts): input-to-paint latency of a 50-position order form in headless Chromium, ScreenForm vs. plain rjsf Form. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { report } from './stats';

const root = resolve(import.meta.dirname, '../..');
const auftrag = join(root, 'schemas/screens/auftragserfassung.screen.json');
const dir = mkdtempSync(join(tmpdir(), 'form-latency-'));
writeFileSync(join(dir, 'auftrag.js'), existsSync(auftrag) ? `export { default } from ${JSON.stringify(auftrag)};` : 'export default null;');

async function bundle(name: string): Promise<string> {
  await build({
    entryPoints: [join(import.meta.dirname, `formPages/${name}.tsx`)], outfile: join(dir, `${name}.js`), bundle: true, minify: true,
    format: 'iife', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, alias: { 'bench-auftrag': join(dir, 'auftrag.js') },
    loader: { '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.eot': 'empty', '.svg': 'dataurl' }, logLevel: 'error',
  });
  writeFileSync(join(dir, `${name}.html`), `<!doctype html><html lang="de"><head><meta charset="utf-8"><link rel="stylesheet" href="${name}.css"></head><body><div id="root"></div><script src="${name}.js"></script></body></html>`);
  return `file://${join(dir, `${name}.html`)}`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Types `count` characters into the benchmark's target field and returns the per-keystroke latencies. */
async function typeInto(url: string, count: number, warmup = 10): Promise<{ samples: number[]; handling: number[]; fields: number }> {
  const page = await browser.newPage();
  await page.goto(url);
  const target = await page.waitForFunction(() => (window as unknown as { __target: string }).__target).then((h) => h.jsonValue());
  const input = page.locator(`[id="${target}"]`);
  await input.click();
  const fields = await page.locator('input, textarea, select').count();
  for (let i = 0; i < warmup + count; i++) {
    await page.keyboard.press(i % 2 ? 'Backspace' : 'x');
    await page.waitForFunction((n) => (window as unknown as { __samples: number[] }).__samples.length >= n, i + 1);
  }
  const { samples, handling } = await page.evaluate(() => {
    const probe = window as unknown as { __samples: number[]; __handling: number[] };
    return { samples: probe.__samples, handling: probe.__handling };
  });
  await page.close();
  // No input event means the field ignored the keys (read-only, wrong id): the figures would time nothing.
  if (handling.length < warmup + count) throw new Error(`Das Feld ${target} hat die Eingaben nicht angenommen (${handling.length} von ${warmup + count}).`);
  return { samples: samples.slice(warmup), handling: handling.slice(warmup), fields };
}

try {
  const source = existsSync(auftrag) ? 'schemas/screens/auftragserfassung.screen.json' : 'Fixture (Auftragspositionen)';
  const screenForm = await typeInto(await bundle('screenFormPage'), 100);
  const plain = await typeInto(await bundle('plainFormPage'), 100);
  console.log(`Eingabe bis Bild, 50 Positionen (${source}), headless Chromium:`);
  report(`ScreenForm (${screenForm.fields} Felder) bis Bild`, screenForm.samples);
  report(`rjsf Form, liveValidate aus (${plain.fields}) bis Bild`, plain.samples);
  report('ScreenForm Verarbeitung (ohne Bild)', screenForm.handling);
  report('rjsf Form Verarbeitung (ohne Bild)', plain.handling);
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
