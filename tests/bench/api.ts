/* npm run bench (part 'api'): latency of small requests of the real server over loopback HTTP. */
import { buildApp } from '../../server';
import { measure, report } from './index';

const app = await buildApp({ logger: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const json = { 'content-type': 'application/json' };
const login = () =>
  fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'demo', password: 'Disponent#2026' }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);

try {
  const { accessToken } = await login();
  console.log(`Server über HTTP (${base})`);
  report(
    'GET /api/config-param/clientconfig (anonym)',
    await measure(300, () => fetch(`${base}/api/config-param/clientconfig`).then((r) => r.text())),
  );
  report(
    'GET /api/config-param/clientconfig (Token)',
    await measure(300, () =>
      fetch(`${base}/api/config-param/clientconfig`, { headers: { authorization: `Bearer ${accessToken}` } }).then(
        (r) => r.text(),
      ),
    ),
  );
  report('POST /api/authentication/login (scrypt)', await measure(40, login, 2));
  report(
    'POST /api/authentication/login (falsch)',
    await measure(
      40,
      () =>
        fetch(`${base}/api/authentication/login`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username: 'demo', password: 'falsch' }),
        }).then((r) => r.text()),
      2,
    ),
  );
} finally {
  await app.close();
}
