import type { Decorator } from '@storybook/react-vite';

type Row = Record<string, unknown> & { id: number; kurzBezeichnung: string };

/** The seeded display statuses of the server (migration 0004): the two fixed ones, then the chain. */
export const fixtureDisplayStatuses: Row[] = [
  {
    id: 1000001,
    kurzBezeichnung: 'Auftrag erfasst',
    anzeige: true,
    awSperre: false,
    defaultstatus: true,
    anzeigefolge: 1,
    icon: 'edit',
    version: 1,
  },
  {
    id: 1000002,
    kurzBezeichnung: 'Auftrag übernommen',
    anzeige: true,
    awSperre: false,
    defaultstatus: true,
    anzeigefolge: 2,
    icon: 'import',
    version: 1,
  },
  {
    id: 10,
    kurzBezeichnung: 'Abgeholt',
    anzeige: true,
    awSperre: false,
    defaultstatus: true,
    anzeigefolge: 3,
    icon: 'box',
    version: 1,
  },
  {
    id: 20,
    kurzBezeichnung: 'Im Umschlaglager',
    anzeige: true,
    awSperre: false,
    defaultstatus: true,
    anzeigefolge: 4,
    icon: 'office',
    version: 1,
  },
  {
    id: 30,
    kurzBezeichnung: 'In Zustellung',
    anzeige: true,
    awSperre: false,
    defaultstatus: true,
    anzeigefolge: 5,
    icon: 'truck',
    version: 1,
  },
  {
    id: 40,
    kurzBezeichnung: 'Zugestellt',
    anzeige: true,
    awSperre: false,
    defaultstatus: true,
    anzeigefolge: 6,
    icon: 'tick-circle',
    version: 1,
  },
];
/** Display statuses with assigned shipment statuses (the server's seed). */
const ASSIGNED = new Set([10, 20, 30, 40]);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refuse = (message: string) =>
  json([{ id: 'status', severity: 'ERROR', header: 'Statusübersetzer', message }], 400);

/**
 * Answers the status translator's calls from {@link fixtureDisplayStatuses} with the server's refusals (stories only);
 * every other call goes to the transport of the decorator outside this one.
 */
export const withStatusApi: Decorator = (Story) => {
  const rows = fixtureDisplayStatuses.map((r) => ({ ...r }));
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  const outer = globalThis.fetch;
  // eslint-disable-next-line no-restricted-properties -- the story replaces the transport under the generated client
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/sendungsstati/anzeigestati-list') {
      const search = (url.searchParams.get('searchString') ?? '').toLowerCase();
      return json(rows.filter((r) => r.kurzBezeichnung.toLowerCase().includes(search)));
    }
    if (route === 'POST /api/sendungsstati/create') {
      const body = (await request.json()) as Row;
      const row = { ...body, id: 1000003 + rows.length, anzeigefolge: rows.length + 1, version: 1 };
      rows.push(row);
      return json(row, 201);
    }
    if (route === 'POST /api/sendungsstati/update') {
      const body = (await request.json()) as Row;
      const index = rows.findIndex((r) => r.id === body.id);
      rows[index] = { ...rows[index], ...body, version: Number(body.version) + 1 };
      return json(rows[index]);
    }
    if (route === 'DELETE /api/sendungsstati') {
      const { id } = (await request.json()) as Row;
      if (id === 1000001 || id === 1000002)
        return refuse(
          'Die ersten beiden Anzeigestatus (Auftrag erfasst, Auftrag übernommen) können nicht gelöscht werden.',
        );
      if (ASSIGNED.has(id)) return refuse('Bitte entfernen Sie zuerst alle zugeordneten Sendungsstati.');
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};
