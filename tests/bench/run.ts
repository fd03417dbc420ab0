/* npm run bench: prints latency figures of the real server over loopback HTTP; never asserts timings. */
import { buildApp } from '../../server';
import { measure, report } from './index';
import './gridRender';

const app = await buildApp({ logger: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const json = { 'content-type': 'application/json' };
const login = () => fetch(`${base}/api/authentication/login`, {
  method: 'POST', headers: json, body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
}).then((r) => r.json() as Promise<{ accessToken: string }>);

const { accessToken } = await login();
console.log(`Disponent Online – Benchmarks (Node ${process.version}, ${base})`);
report('GET /api/config-param/clientconfig (anonym)', await measure(300, () => fetch(`${base}/api/config-param/clientconfig`).then((r) => r.text())));
report('GET /api/config-param/clientconfig (Token)', await measure(300, () => fetch(`${base}/api/config-param/clientconfig`, { headers: { authorization: `Bearer ${accessToken}` } }).then((r) => r.text())));
report('POST /api/authentication/login (scrypt)', await measure(40, login, 2));
report('POST /api/authentication/login (falsch)', await measure(40, () => fetch(`${base}/api/authentication/login`, {
  method: 'POST', headers: json, body: JSON.stringify({ username: 'demo', password: 'falsch' }),
}).then((r) => r.text()), 2));
await app.close();
await import('./formLatency'); // input-to-paint latency of a 50-position order form in headless Chromium
await import('./addressImport'); // address import of 10,000 rows: reading in the page's code and the import request
await import('./search'); // order list search latency at 100k and 1M orders
await import('./addressSearch'); // address search as the user types in a book of 200k addresses
