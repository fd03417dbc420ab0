import type { Decorator } from '@storybook/react-vite';

type Tenant = { id: number; name: string; hauptmandantId: number | null; version: number };

/** The seeded tenants of the server (server/db/seed.ts): one main tenant with two sub-tenants, four free tenants. */
const fixtureTenants: Tenant[] = [
  { id: 1, name: 'Spedition Nordlicht GmbH', hauptmandantId: 1, version: 1 },
  { id: 2, name: 'Nordlicht Logistik Hamburg', hauptmandantId: 1, version: 1 },
  { id: 3, name: 'Nordlicht Logistik Bremen', hauptmandantId: 1, version: 1 },
  { id: 4, name: 'Bäckerei Sonnenschein KG', hauptmandantId: null, version: 1 },
  { id: 5, name: 'Papenburg Handelslogistik', hauptmandantId: null, version: 1 },
  { id: 6, name: 'Sievers Spedition KG', hauptmandantId: null, version: 1 },
  { id: 7, name: 'Haalboom Transport B.V.', hauptmandantId: null, version: 1 },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refuse = (message: string) => json([{ id: 'mandant', severity: 'ERROR', header: 'Mandanten', message }], 400);

/**
 * Answers the tenant management's calls from {@link fixtureTenants} with the server's refusal of an unregister with
 * sub-tenants (stories only); every other call goes to the transport of the decorator outside this one.
 */
export const withTenantApi: Decorator = (Story) => {
  const rows = fixtureTenants.map((r) => ({ ...r }));
  const isMain = (t: Tenant) => t.hauptmandantId === t.id;
  const listed = (url: URL, keep: (t: Tenant) => boolean) => {
    const search = (url.searchParams.get('searchString') ?? '').toLowerCase();
    return json(
      rows
        .filter((t) => keep(t) && t.name.toLowerCase().includes(search))
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    );
  };
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/mandanten/hauptmandanten-list') return listed(url, isMain);
    if (route === 'GET /api/mandanten/freiemandanten') return listed(url, (t) => t.hauptmandantId === null);
    const sub = /^GET \/api\/mandanten\/untermandant\/(\d+)$/.exec(route);
    if (sub) return listed(url, (t) => !isMain(t) && t.hauptmandantId === Number(sub[1]));
    const put = /^PUT \/api\/mandanten\/(\d+)$/.exec(route);
    if (put) {
      const body = (await request.json()) as Tenant;
      const row = rows.find((t) => t.id === Number(put[1]))!;
      Object.assign(row, { hauptmandantId: body.hauptmandantId, version: row.version + 1 });
      return json(row);
    }
    if (route === 'POST /api/mandanten/hauptmandant/unregister') {
      const ids = url.searchParams.getAll('ids').map(Number);
      if (rows.some((t) => !isMain(t) && ids.includes(t.hauptmandantId ?? 0)))
        return refuse('Bitte entfernen Sie zuerst alle zugeordneten Untermandanten.');
      for (const t of rows) if (ids.includes(t.id)) Object.assign(t, { hauptmandantId: null, version: t.version + 1 });
      return new Response(null, { status: 204 });
    }
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};
