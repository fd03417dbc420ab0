/*
 * npm run bench: prints latency figures of the real server, the grid and the form in headless Chromium, each goal
 * (docs/performance.md) as a ratio against its peer measured in the same run, and at the end one table of all goals. Never asserts
 * timings. BENCH_PARTS=api,grid,form,keyboard,import,search,addresses,export,concurrency,fair,firstload picks parts (default:
 * all).
 */
import { printGoals } from './index';

const parts: Array<[string, () => Promise<unknown>]> = [
  ['api', () => import('./api')], // small requests: client config, login
  ['grid', () => import('./gridRender')], // DataGrid in Chromium against its peers on the same rows
  ['form', () => import('./formLatency')], // the 50-position order form in Chromium against its peers
  ['keyboard', () => import('./keyboard')], // key presses of one order captured by keyboard alone
  ['import', () => import('./addressImport')], // address import of 10,000 rows: reading in the page's code and the request
  ['search', () => import('./search')], // order list search latency and throughput at 100k and 1M orders
  ['addresses', () => import('./addressSearch')], // address search as the user types in a book of 200k addresses
  ['export', () => import('./export')], // monthly export of 100k orders in one tenant: browser end to end, HTTP, server memory
  ['concurrency', () => import('./concurrency')], // search shapes at 1 and 10 connections, new filters, database time
  ['fair', () => import('./fairness')], // another user's list page alone and during the export of 100k orders, the import, the index rebuild
  ['firstload', () => import('./firstLoad')], // bytes per page, Lighthouse, first list after login with 100k orders (built dist)
];
const wanted = (process.env.BENCH_PARTS ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
console.log(`Disponent Online – Benchmarks (Node ${process.version}, ${new Date().toISOString()})`);
for (const [name, run] of parts) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  await run();
}
printGoals();
