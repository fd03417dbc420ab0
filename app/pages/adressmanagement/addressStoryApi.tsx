import type { Decorator } from '@storybook/react-vite';

/** Realistic entries of a Hamburg address book; the first is in transfer (matchcode set). */
export const fixtureAddresses: Record<string, unknown>[] = [
  {
    id: 101,
    version: 3,
    matchcode: 'M20048',
    inUebertragung: true,
    fremdnummer: '100048',
    name: 'Hanseatische Kaffeerösterei GmbH',
    zeile2: 'Zentrale',
    lkz: 'DE',
    land: { id: 1, lkz: 'DE', bezeichnung: 'Deutschland' },
    plz: '20457',
    ort: 'Hamburg',
    ortsteil: 'HafenCity',
    strasse: 'Sandtorkai',
    hausnummer: '32',
    kontakt: 'Frau Albers',
    telefon: '+49 40 3012345',
    typ: 'versender',
    einmaladresse: false,
    unsichtbar: false,
    mandantId: 2,
  },
  {
    id: 102,
    version: 1,
    fremdnummer: '100053',
    name: 'Nordsee Fischhandel GmbH',
    zeile2: 'Wareneingang',
    lkz: 'DE',
    land: { id: 1, lkz: 'DE' },
    plz: '27572',
    ort: 'Bremerhaven',
    strasse: 'Lindenallee',
    hausnummer: '12',
    kontakt: 'Herr Friedrich',
    telefon: '+49 471 200053',
    typ: 'empfaenger',
    mandantId: 2,
  },
  {
    id: 103,
    version: 1,
    fremdnummer: '100070',
    name: 'Zimmermann Holzbau',
    zeile2: 'Versand',
    lkz: 'DE',
    land: { id: 1, lkz: 'DE' },
    plz: '77740',
    ort: 'Bad Peterstal-Griesbach',
    strasse: 'Dieselstraße',
    hausnummer: '4',
    kontakt: 'Frau Engel',
    telefon: '+49 7806 200070',
    typ: 'empfaenger',
    mandantId: 2,
  },
];
const tenants = [
  { id: 1, name: 'Spedition Nordlicht GmbH' },
  { id: 2, name: 'Nordlicht Logistik Hamburg' },
  { id: 3, name: 'Nordlicht Logistik Bremen' },
];
const countries = [
  { id: 1, lkz: 'DE', bezeichnung: 'Deutschland' },
  { id: 2, lkz: 'AT', bezeichnung: 'Österreich' },
  { id: 3, lkz: 'NL', bezeichnung: 'Niederlande' },
];
const places = [
  { plz: '20095', ortsname: 'Hamburg', lkz: 'DE' },
  { plz: '20457', ortsname: 'Hamburg', lkz: 'DE' },
  { plz: '28195', ortsname: 'Bremen', lkz: 'DE' },
];
const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Answers the address, tenant, country, place, layout and import calls from the fixtures (stories only). */
export const withAddressApi: Decorator = (Story) => {
  const rows = fixtureAddresses.map((a) => ({ ...a }));
  let savedLayout: string | null = null;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const one = /^\/api\/adressen\/(\d+)$/.exec(url.pathname);
    if (one && request.method === 'DELETE') {
      rows.splice(
        rows.findIndex((r) => r.id === Number(one[1])),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (one)
      return json(
        rows.find((r) => r.id === Number(one[1])) ?? [],
        {},
        rows.some((r) => r.id === Number(one[1])) ? 200 : 404,
      );
    if (url.pathname === '/api/adressen/import') return new Response(null, { status: 204 });
    if (url.pathname === '/api/adressen' && request.method === 'POST')
      return json({ ...((await request.json()) as object), id: 999, version: 1 }, {}, 201);
    if (url.pathname.startsWith('/api/mandanten/')) return json(tenants);
    if (url.pathname === '/api/laender') return json(countries);
    if (/^\/api\/registrierung\/\w+\/ort$/.test(url.pathname))
      return json(places.filter((p) => p.plz.startsWith(url.searchParams.get('plzOrName') ?? '')));
    if (url.pathname.startsWith('/api/userAnsichten/save/')) {
      savedLayout = ((await request.json()) as { configjson: string }).configjson;
      return json({ id: 1, configjson: savedLayout });
    }
    if (url.pathname.startsWith('/api/userAnsichten/')) return json({ id: 1, configjson: savedLayout });
    const text = (url.searchParams.get('query') ?? '').toLowerCase();
    const tenant = Number(url.searchParams.get('mandantId') ?? 2);
    const hits = rows.filter(
      (r) => r.mandantId === tenant && (!text || JSON.stringify(r).toLowerCase().includes(text)),
    );
    return json(hits, { 'total-search-results': String(hits.length) });
  }) as typeof fetch;
  return <Story />;
};
