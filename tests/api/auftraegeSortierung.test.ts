import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSortKeys } from '../../server/orders/sortKeys';
import { bearer, createTestApp, login, mandantId, type TestApp } from './helpers';

type Row = Record<string, unknown> & { id: number; spedeigennr: string; abliefernachweisExists?: boolean };
type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const range = `datumVon=${day(-70)}&datumBis=${day(5)}`;
/** Sort keys on joined tables (tenant, capturer, changer names): few distinct values, sorted without an index. */
const JOINED = ['m.name', 'e.name', 'g.name'];

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
const at = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k], row);

describe('order list sorting at scale (orders.md §9)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'demo')).accessToken;
  });
  afterAll(() => t.app.close());
  const search = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auftraege/search?${range}&page=1&searchLimit=100&${query}`,
      headers: bearer(token),
    });

  it('reads page 1 of every sortable column of every column document from an index, in both directions', async () => {
    const mandant = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    const missing: string[] = [];
    await t.db.transaction(async (tx) => {
      // Without these the tiny test table would be read sequentially and sorted; with them only a matching index avoids a Sort.
      await tx.exec(
        'SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off; SET LOCAL enable_incremental_sort = off; SET LOCAL enable_bitmapscan = off',
      );
      for (const [path, expression] of orderSortKeys()) {
        if (JOINED.includes(expression)) continue;
        for (const direction of ['ASC NULLS FIRST, a.id ASC', 'DESC NULLS LAST, a.id DESC']) {
          const {
            rows: [
              {
                'QUERY PLAN': [plan],
              },
            ],
          } = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
            `EXPLAIN (FORMAT JSON) SELECT a.id FROM auftrag a WHERE a.mandant_id = ${mandant} AND a.datum >= now() - interval '16 days'
              ORDER BY ${expression} ${direction} LIMIT 13`,
          );
          const all = nodes(plan.Plan);
          if (
            all.some((n) => n['Node Type'].includes('Sort')) ||
            !all.some((n) => n['Index Name']?.startsWith('auftrag'))
          )
            missing.push(`${path} ${direction}`);
        }
      }
    });
    expect(missing, 'Sortierbare Spalten ohne passenden Index (Migration wie 0009 ergänzen)').toEqual([]);
  });

  it('finds free text through an index and open orders of each date category through their own index', async () => {
    const mandant = await mandantId(t.db, 'Nordlicht Logistik Hamburg');
    const indexes = async (sql: string) =>
      t.db.transaction(async (tx) => {
        await tx.exec(
          'SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off; SET LOCAL enable_incremental_sort = off',
        );
        const {
          rows: [
            {
              'QUERY PLAN': [plan],
            },
          ],
        } = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${sql}`);
        return nodes(plan.Plan).flatMap((n) =>
          n['Node Type'].includes('Sort')
            ? ['Sort']
            : n['Index Name']
              ? [`${n['Index Name']} ${n['Index Cond'] ?? ''}`.trim()]
              : [],
        );
      });
    // Either index answers free text without reading each order's row: the trigram index (a rare word at scale) or the
    // capture-date index, which carries the search text (migration 0020; the planner's pick on this small table).
    expect(await indexes(`SELECT count(*) FROM auftrag a WHERE a.suchtext LIKE '%4711999%'`)).toContainEqual(
      expect.stringMatching(/^(auftrag_suchtext_mandant_trgm_idx .*suchtext ~~ '%4711999%'|auftrag_datum_idx)/),
    );
    // The tenant is the first column of the trigram index (btree_gin, migration 0015), so a tenant's search
    // never reads the other tenants' matches (at scale the planner bounds the GIN scan by both; see npm run bench).
    const {
      rows: [{ indexdef }],
    } = await t.db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'auftrag_suchtext_mandant_trgm_idx'",
    );
    expect(indexdef).toMatch(/USING gin \(mandant_id, suchtext gin_trgm_ops\)/);
    for (const [column, index] of [
      ['datum', 'auftrag_offen_datum_idx'],
      ['abhol_datum', 'auftrag_offen_abhol_idx'],
      ['zustell_datum', 'auftrag_offen_zustell_idx'],
    ]) {
      expect(
        await indexes(`SELECT a.id FROM auftrag a WHERE a.mandant_id = ${mandant} AND a.status_id = 1 AND a.${column} >= now() - interval '16 days'
        ORDER BY a.${column} DESC NULLS LAST, a.id DESC LIMIT 13`),
      ).toEqual([expect.stringMatching(new RegExp(`^${index} `))]);
    }
  });

  it('sorts texts case-insensitively and numbers numerically, ascending and descending, with the id as tie-breaker', async () => {
    const name = (r: Row) => String(at(r, 'empfaengerAdresse.name') ?? '').toLowerCase();
    const up = (await search('sortBy=empfaengerAdresse.name')).json<Row[]>();
    expect(up.length).toBeGreaterThan(10);
    expect(up.map(name)).toEqual(
      up
        .map(name)
        .slice()
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const down = (await search('sortBy=-sumBruttoGewicht')).json<Row[]>();
    const kg = down.map((r) => Number(r.sumBruttoGewicht));
    expect(kg).toEqual(kg.slice().sort((a, b) => b - a));
    const ties = (await search('sortBy=frankatur.id')).json<Row[]>();
    const sameFrankatur = ties.filter((r) => at(r, 'frankatur.id') === at(ties[0], 'frankatur.id')).map((r) => r.id);
    expect(sameFrankatur).toEqual(sameFrankatur.slice().sort((a, b) => a - b));
  });

  it('refuses a sort field that no column document offers, in German and on the field sortBy', async () => {
    for (const sortBy of ['passwort', '-daten', 'abliefernachweisExists']) {
      const res = await search(`sortBy=${encodeURIComponent(sortBy)}`);
      expect(res.statusCode, sortBy).toBe(400);
      expect(res.json()[0]).toMatchObject({
        fieldname: 'sortBy',
        severity: 'ERROR',
        message: expect.stringContaining('nicht sortiert werden'),
      });
    }
    // Not even a path: the contract's pattern refuses it before the search.
    expect((await search(`sortBy=${encodeURIComponent('name;drop table')}`)).json()[0]).toMatchObject({
      fieldname: 'sortBy',
    });
  });

  it('marks delivered orders in the list as the detail does (column Abliefernachweis)', async () => {
    const rows = (await search('sortBy=-status.id')).json<Row[]>();
    const flags = rows.map((r) => r.abliefernachweisExists);
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    for (const row of [rows.find((r) => r.abliefernachweisExists), rows.find((r) => !r.abliefernachweisExists)]) {
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/auftraege/${row!.id}`, headers: bearer(token) })
      ).json<Row>();
      expect(detail.abliefernachweisExists).toBe(row!.abliefernachweisExists);
    }
  });
});
