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
/** The seeded shipment statuses of the server, each with the display status it is shown as (106 is free). */
export const fixtureShipmentStatuses: Row[] = [
  { id: 101, kurzBezeichnung: 'Sendung abgeholt', sdst_id_anzeige: 10, icon: 'box', version: 1 },
  { id: 102, kurzBezeichnung: 'Eingang Umschlaglager', sdst_id_anzeige: 20, icon: 'office', version: 1 },
  { id: 103, kurzBezeichnung: 'Ausgang Umschlaglager', sdst_id_anzeige: 20, icon: 'office', version: 1 },
  { id: 104, kurzBezeichnung: 'In Zustellung', sdst_id_anzeige: 30, icon: 'truck', version: 1 },
  { id: 105, kurzBezeichnung: 'Zugestellt', sdst_id_anzeige: 40, icon: 'tick-circle', version: 1 },
  { id: 106, kurzBezeichnung: 'Zustellung mit Vorbehalt', sdst_id_anzeige: null, icon: 'warning-sign', version: 1 },
];

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
  const shipments = fixtureShipmentStatuses.map((r) => ({ ...r }));
  const tableOf = (id: number) => (rows.some((r) => r.id === id) ? rows : shipments);
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
    if (route === 'GET /api/sendungsstati') return json(shipments);
    if (route === 'GET /api/sendungsstati/defaultstatuskette')
      return json(rows.filter((r) => r.defaultstatus).sort((a, b) => Number(a.anzeigefolge) - Number(b.anzeigefolge)));
    if (route === 'POST /api/sendungsstati/updateStatuskette') {
      // The order numbers handed out again in the new order, as the server does.
      const sent = (await request.json()) as Row[];
      const numbers = sent.map((e) => Number(e.anzeigefolge)).sort((a, b) => a - b);
      return json(
        sent.map((e, i) =>
          Object.assign(
            rows.find((r) => r.id === e.id)!,
            { anzeigefolge: numbers[i] },
          ),
        ),
      );
    }
    if (route === 'POST /api/sendungsstati/create') {
      const body = (await request.json()) as Row;
      const id = 1000003 + rows.length + shipments.length;
      // A body with sdst_id_anzeige is a shipment status, as on the server.
      const row =
        'sdst_id_anzeige' in body
          ? { ...body, id, version: 1 }
          : { ...body, id, anzeigefolge: rows.length + 1, version: 1 };
      ('sdst_id_anzeige' in body ? shipments : rows).push(row);
      return json(row, 201);
    }
    if (route === 'POST /api/sendungsstati/update') {
      const body = (await request.json()) as Row;
      const table = tableOf(body.id);
      const index = table.findIndex((r) => r.id === body.id);
      table[index] = { ...table[index], ...body, version: Number(body.version) + 1 };
      return json(table[index]);
    }
    if (route === 'DELETE /api/sendungsstati') {
      const { id } = (await request.json()) as Row;
      if (id === 1000001 || id === 1000002)
        return refuse(
          'Die ersten beiden Anzeigestatus (Auftrag erfasst, Auftrag übernommen) können nicht gelöscht werden.',
        );
      if (shipments.some((s) => s.sdst_id_anzeige === id))
        return refuse('Bitte entfernen Sie zuerst alle zugeordneten Sendungsstati.');
      const table = tableOf(id);
      table.splice(
        table.findIndex((r) => r.id === id),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return outer(request);
  }) as typeof fetch;
  return <Story />;
};
