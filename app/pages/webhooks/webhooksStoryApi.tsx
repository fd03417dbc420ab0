import type { Decorator } from '@storybook/react-vite';

type Endpoint = { id: number; url: string; ereignisse: string[]; aktiv: boolean; angelegt: string; geaendert: string };

const at = '2026-11-26T08:15:00.000Z';
/** One endpoint of an ERP with a delivery log of a retry and a test event. */
const fixtureEndpoints: Endpoint[] = [
  {
    id: 1,
    url: 'https://erp.papierwerke.example/disponent/webhooks',
    ereignisse: ['auftrag.geaendert', 'auftrag.sendungsstatusGeaendert', 'auftrag.zugestellt'],
    aktiv: true,
    angelegt: at,
    geaendert: at,
  },
];
const fixtureLog = [
  {
    id: 3,
    zeitpunkt: '2026-11-26T09:01:00.000Z',
    typ: 'webhook.test',
    ereignisId: null,
    versuch: 1,
    antwortcode: 204,
    fehler: null,
    dauerMs: 84,
    status: 'zugestellt',
    naechsterVersuch: null,
  },
  {
    id: 2,
    zeitpunkt: '2026-11-26T08:46:00.000Z',
    typ: 'auftrag.zugestellt',
    ereignisId: 'evt_41',
    versuch: 2,
    antwortcode: 503,
    fehler: null,
    dauerMs: 121,
    status: 'offen',
    naechsterVersuch: '2026-11-26T08:51:00.000Z',
  },
  {
    id: 1,
    zeitpunkt: '2026-11-26T08:45:00.000Z',
    typ: 'auftrag.zugestellt',
    ereignisId: 'evt_41',
    versuch: 1,
    antwortcode: null,
    fehler: 'Keine Antwort innerhalb von 10 s.',
    dauerMs: 10000,
    status: 'offen',
    naechsterVersuch: null,
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the webhook screen's calls from {@link fixtureEndpoints} (stories only): list, create (with a secret), change,
 * test (answer 204) and the delivery log; every other call goes to the transport of the decorator outside this one.
 */
export const withWebhookApi: Decorator = (Story) => {
  const rows = fixtureEndpoints.map((e) => ({ ...e }));
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    if (route === 'GET /api/webhooks') return json(rows);
    if (route === 'POST /api/webhooks') {
      const body = (await request.json()) as Endpoint;
      const created = { ...body, id: rows.length + 1, angelegt: at, geaendert: at };
      rows.push(created);
      return json({ ...created, geheimnis: 'whsec_Beispielgeheimnis0123456789abcdefghijklmno' }, 201);
    }
    const put = /^PUT \/api\/webhooks\/(\d+)$/.exec(route);
    if (put) {
      const row = rows.find((e) => e.id === Number(put[1]))!;
      Object.assign(row, (await request.json()) as Endpoint);
      return json(row);
    }
    if (/^POST \/api\/webhooks\/\d+\/test$/.test(route)) return json({ antwortcode: 204, fehler: null, dauerMs: 84 });
    if (/^GET \/api\/webhooks\/\d+\/zustellungen$/.test(route)) return json(fixtureLog);
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};
