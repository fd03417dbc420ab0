import type { Decorator } from '@storybook/react-vite';
import type { components } from '../../../openapi';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Two keys of the tenant (one revoked) and the change log's entries, as the server answers them. */
const fixtureKeys = (): components['schemas']['ApiSchluessel'][] => [
  {
    id: 2,
    name: 'ERP Warenausgang',
    praefix: 'don_Q3x9TfA1',
    scopes: ['auftraege:lesen', 'auftraege:schreiben'],
    erstellt: '2026-11-20T09:15:00.000Z',
    zuletztBenutzt: '2026-11-26T07:42:00.000Z',
    widerrufen: null,
    erstelltVon: 'haupt',
  },
  {
    id: 1,
    name: 'Altes Lagersystem',
    praefix: 'don_7bKpLm02',
    scopes: ['adressen'],
    erstellt: '2026-10-02T11:00:00.000Z',
    zuletztBenutzt: null,
    widerrufen: '2026-11-01T16:30:00.000Z',
    erstelltVon: 'haupt',
  },
];

/** Entries of the change log: a change over a key, one while impersonating, a new address. */
export const fixtureChanges: components['schemas']['Aenderung'][] = [
  {
    id: 3,
    zeitpunkt: '2026-11-26T08:05:00.000Z',
    objektTyp: 'auftrag',
    objektId: 4711,
    mandantId: 1,
    aktion: 'geaendert',
    benutzer: 'haupt',
    apiSchluessel: 'ERP Warenausgang',
    admin: null,
    felder: [
      { feld: 'spedfremdnr', alt: 'LS-4711', neu: 'LS-4712' },
      { feld: 'hinweis', alt: null, neu: 'Rampe 3' },
    ],
  },
  {
    id: 2,
    zeitpunkt: '2026-11-25T14:20:00.000Z',
    objektTyp: 'auftrag',
    objektId: 4711,
    mandantId: 1,
    aktion: 'geaendert',
    benutzer: 'demo',
    apiSchluessel: null,
    admin: 'admin',
    felder: [{ feld: 'empfaenger.ort', alt: 'Bremen', neu: 'Bremerhaven' }],
  },
  {
    id: 1,
    zeitpunkt: '2026-11-25T09:00:00.000Z',
    objektTyp: 'auftrag',
    objektId: 4711,
    mandantId: 1,
    aktion: 'angelegt',
    benutzer: 'demo',
    apiSchluessel: null,
    admin: null,
    felder: [],
  },
];

/**
 * Answers the calls of the tabs API-Schlüssel and Änderungsprotokoll and of the sidebar's 'Änderungen' from fixtures
 * (stories only); a new key gets a fixed example key. Every other call goes to the transport outside this one.
 */
export const withApiKeyApi: Decorator = (Story) => {
  const keys = fixtureKeys();
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/api-schluessel') return json(keys);
    if (route === 'POST /api/api-schluessel') {
      const body = (await request.json()) as Pick<components['schemas']['ApiSchluessel'], 'name' | 'scopes'>;
      const schluessel = 'don_' + 'Beispiel0123456789abcdefghijklmnopqrstuvwxy'.slice(0, 43);
      const row = { ...keys[0], id: keys.length + 1, ...body, praefix: schluessel.slice(0, 12), zuletztBenutzt: null };
      keys.unshift(row);
      return json({ ...row, schluessel }, 201);
    }
    const revoke = /^POST \/api\/api-schluessel\/(\d+)\/widerruf$/.exec(route);
    if (revoke) {
      const row = keys.find((k) => k.id === Number(revoke[1]))!;
      row.widerrufen = new Date().toISOString();
      return json(row);
    }
    if (route === 'GET /api/aenderungen') {
      const response = json(fixtureChanges);
      response.headers.set('total-search-results', String(fixtureChanges.length));
      return response;
    }
    if (/^GET \/api\/aenderungen\/auftrag\/\d+$/.test(route)) return json(fixtureChanges);
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};
