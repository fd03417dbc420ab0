import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOrders } from '../../server/db/orders';
import { currentPriority, type Db } from '../../server/db';
import { exportBatches, exportCsv, type ExportRange } from '../../server/orders';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const lines = (csv: string) => csv.trimEnd().split('\r\n');

/** The whole period as one streamed answer, read by keyset (capture date, id) instead of chunks by OFFSET. */
describe('monthly export streamed by keyset', () => {
  let t: TestApp;
  let hamburg: number;
  let range: ExportRange;
  const tok: Record<string, string> = {};
  const get = (user: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok[user]) });
  const q = `datumVon=${day(-70)}&datumBis=${day(1)}`;
  /** Ids of the period in export order, as the database sorts them. */
  const expected = async (r: ExportRange) =>
    (
      await t.db.query<{ id: number }>(
        'SELECT id FROM auftrag WHERE mandant_id = $1 AND datum >= $2::date AND datum < ($3::date + 1) ORDER BY datum, id',
        [r.mandantId, r.datumVon, r.datumBis],
      )
    ).rows.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['demo', 'haupt', 'metro']) tok[u] = (await login(t.app, u)).accessToken;
    hamburg = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    range = { mandantId: hamburg, datumVon: day(-70), datumBis: day(1) };
    // Orders that share their sort key: twelve captured in the very same instant, six within one millisecond (a cursor
    // kept as a JS Date would lose the microseconds), and the rest of a fresh batch of this tenant.
    await generateOrders(t.db, { count: 40, mandantIds: [hamburg], seed: 1717, days: 20 });
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM auftrag WHERE mandant_id = $1 ORDER BY id DESC LIMIT 18',
      [hamburg],
    );
    const ids = rows.map((r) => r.id);
    await t.db.query(
      `UPDATE auftrag SET datum = date_trunc('second', now()) - interval '3 days' WHERE id = ANY($1::int[])`,
      [ids.slice(0, 12)],
    );
    for (const [i, id] of ids.slice(12).entries()) {
      await t.db.query(
        `UPDATE auftrag SET datum = date_trunc('second', now()) - interval '2 days' + make_interval(secs => $2::float8 / 1000000) WHERE id = $1`,
        [id, 500 - i * 50],
      );
    }
  });
  afterAll(() => t.app.close());

  it('returns every order of the period exactly once and in export order, whatever the batch size', async () => {
    const want = await expected(range);
    expect(want.length).toBeGreaterThan(40);
    for (const size of [1, 5, 7, 1000]) {
      const got: number[] = [];
      for await (const batch of exportBatches(t.db, range, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        got.push(...batch.map((r) => r.id));
        // A cursor that does not move on would repeat rows forever: stop once more came than exist.
        if (got.length > want.length) break;
      }
      expect(got, `Blockgröße ${size}`).toEqual(want);
    }
  });

  it("streams the same bytes as the spec's chunks joined, with one header line", async () => {
    const count = (await get('demo', `/api/auftragexport/countexportcsvmtl?${q}`)).json<number>();
    const whole = await get('demo', `/api/auftragexport/exportcsvmtl?${q}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('text/csv; charset=utf-8');
    let chunks = '';
    for (let min = 0; min < count; min += 10)
      chunks += (await get('demo', `/api/auftragexport/exportcsvmtl?${q}&min=${min}&max=${min + 10}`)).body;
    expect(whole.body).toBe(chunks);
    const rows = lines(whole.body);
    expect(rows).toHaveLength(count + 1);
    expect(rows.filter((r) => r.startsWith('"Auftragsnummer"'))).toHaveLength(1);
  });

  it('writes the same CSV in small batches as in one, reading as background work', async () => {
    const join = async (db: Db, size: number) => {
      let csv = '';
      for await (const piece of exportCsv(db, range, size)) csv += piece;
      return csv;
    };
    const priorities = new Set<string>();
    const spy: Db = {
      ...t.db,
      query: (sql, params) => {
        priorities.add(currentPriority());
        return t.db.query(sql, params);
      },
      prepared: (sql, params, options) => {
        priorities.add(currentPriority());
        return t.db.prepared!(sql, params, options);
      },
    };
    const whole = await join(t.db, 1000);
    expect(lines(whole).length).toBeGreaterThan(40);
    expect(await join(spy, 7)).toBe(whole);
    expect([...priorities]).toEqual(['background']);
  });

  it("keeps to the caller's tenant and the period", async () => {
    const numbers = async (r: ExportRange) =>
      (
        await t.db.query<{ nr: string }>(
          'SELECT spedeigennr AS nr FROM auftrag WHERE mandant_id = $1 AND datum >= $2::date AND datum < ($3::date + 1) ORDER BY datum, id',
          [r.mandantId, r.datumVon, r.datumBis],
        )
      ).rows.map((r) => `"=""${r.nr}"""`);
    const firstColumn = (csv: string) =>
      lines(csv)
        .slice(1)
        .map((l) => l.split(';')[0]);
    expect(firstColumn((await get('demo', `/api/auftragexport/exportcsvmtl?${q}`)).body)).toEqual(await numbers(range));
    // A shorter period: only its orders.
    const short = { ...range, datumVon: day(-2), datumBis: day(-2) };
    const few = firstColumn(
      (await get('demo', `/api/auftragexport/exportcsvmtl?datumVon=${short.datumVon}&datumBis=${short.datumBis}`)).body,
    );
    expect(few).toEqual(await numbers(short));
    expect(few.length).toBeGreaterThanOrEqual(6);
    // The main tenant's user may export the sub-tenant; a foreign tenant is refused before anything is streamed.
    const viaHaupt = await get('haupt', `/api/auftragexport/exportcsvmtl?${q}&mandantId=${hamburg}`);
    expect(firstColumn(viaHaupt.body)).toEqual(await numbers(range));
    const foreign = await get('metro', `/api/auftragexport/exportcsvmtl?${q}&mandantId=${hamburg}`);
    expect(foreign.statusCode).toBe(403);
    const hamburgs = new Set(await numbers(range));
    const own = firstColumn((await get('metro', `/api/auftragexport/exportcsvmtl?${q}`)).body);
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((nr) => hamburgs.has(nr))).toEqual([]);
  });

  it('refuses half a chunk and a reversed period in German', async () => {
    const half = await get('demo', `/api/auftragexport/exportcsvmtl?${q}&min=0`);
    expect([half.statusCode, half.json()[0].message]).toEqual([
      400,
      'Für einen Abschnitt des Exports sind min und max nötig.',
    ]);
    const reversed = await get('demo', `/api/auftragexport/exportcsvmtl?datumVon=${day(1)}&datumBis=${day(0)}`);
    expect([reversed.statusCode, reversed.json()[0].message]).toEqual([
      400,
      ' Bitte korrigieren Sie die Angaben des Zeitraumes.',
    ]);
  });

  it('streams the same orders as typed NDJSON rows for the xlsx file: the column line, then one array of raw values each', async () => {
    const res = await get('demo', `/api/auftragexport/exportzeilenmtl?${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const [head, ...rows] = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(head.spalten.map((c: { header: string }) => c.header)).toEqual(
      lines((await get('demo', `/api/auftragexport/exportcsvmtl?${q}`)).body)[0]
        .split(';')
        .map((h) => h.slice(1, -1)),
    );
    const column = (header: string) => head.spalten.findIndex((c: { header: string }) => c.header === header);
    expect(head.spalten[column('Empfänger PLZ')]).toEqual({ header: 'Empfänger PLZ', type: 'code' });
    expect(head.spalten[column('Erfassungsdatum')].type).toBe('date');
    const { rows: db } = await t.db.query<{ nr: string; datum: string }>(
      'SELECT spedeigennr AS nr, datum FROM auftrag WHERE mandant_id = $1 AND datum >= $2::date AND datum < ($3::date + 1) ORDER BY datum, id',
      [range.mandantId, range.datumVon, range.datumBis],
    );
    expect(rows.map((r) => r[column('Auftragsnummer')])).toEqual(db.map((r) => r.nr));
    // Raw values: the capture time as an ISO instant, the weight a number, the postcode the stored text.
    expect(rows.map((r) => Date.parse(r[column('Erfassungsdatum')]))).toEqual(
      db.map((r) => new Date(r.datum).getTime()),
    );
    expect(
      rows.every((r) => typeof r[column('Gewicht kg')] === 'number' && typeof r[column('Empfänger PLZ')] === 'string'),
    ).toBe(true);
    expect((await get('metro', `/api/auftragexport/exportzeilenmtl?${q}&mandantId=${hamburg}`)).statusCode).toBe(403);
    const reversed = await get('demo', `/api/auftragexport/exportzeilenmtl?datumVon=${day(1)}&datumBis=${day(0)}`);
    expect([reversed.statusCode, reversed.json()[0].message]).toEqual([
      400,
      ' Bitte korrigieren Sie die Angaben des Zeitraumes.',
    ]);
  });
});
