import type { Decorator } from '@storybook/react-vite';

const NOW = Date.UTC(2026, 10, 26, 9, 30);
const line = (minutes: number, level: number, msg: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ level, time: NOW + minutes * 60_000, pid: 4711, hostname: 'portal', ...fields, msg });

/** Lines as the server writes them (pino), a failed login among them. */
export const fixtureLogLines: string[] = [
  line(0, 30, 'Migrationen angewendet', { applied: [] }),
  line(0, 30, 'Disponent Online läuft unter http://127.0.0.1:8080/disponent-online/'),
  line(3, 40, 'Anmeldung fehlgeschlagen', { reqId: 'req-1', userId: 4 }),
  line(3, 30, 'Anfrage abgelehnt', { reqId: 'req-1', status: 401, id: 'login.failed' }),
  line(4, 30, 'Anmeldung erfolgreich', { reqId: 'req-2', userId: 2 }),
  line(9, 40, 'Langsame Anfrage', { reqId: 'req-9', method: 'GET', url: '/api/auftraege/search', ms: 1240 }),
];

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * Answers the Info tab's calls (stories only): three log files, {@link fixtureLogLines}, 3 sessions, and an index update
 * that takes two seconds so its progress shows; every other call goes to the transport of the decorator outside this one.
 */
export const withInfoApi: Decorator = (Story) => {
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/log/sessionCount') return json(3);
    if (route === 'GET /api/log/allLogfileNames')
      return json([
        'disponent-8080.2026-11-26.1.log',
        'disponent-8080.2026-11-25.2.log',
        'disponent-8080.2026-11-25.1.log',
      ]);
    if (route === 'GET /api/log') return json(fixtureLogLines.slice(-Number(url.searchParams.get('rows') ?? 1000)));
    if (route === 'POST /api/admin/index/update') {
      await new Promise((done) => setTimeout(done, 2000));
      return json({ index: 'Auftragssuche' });
    }
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};
