import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCatalogue } from '../../server/errors';
import {
  bearer,
  contractOperations,
  createTestApp,
  login,
  operationUrl,
  requestArbitrary,
  type ContractOperation,
  type ContractParam,
  type TestApp,
} from './helpers';

/**
 * A contract-driven fuzz test. Every operation of openapi/generated/openapi.json gets generated path,
 * query and body values (valid-ish and hostile: non-finite and huge numbers, wrong types, nesting, unicode, missing fields)
 * and is called as demo, admin and anonymous on a throw-away database. No answer may be a 5xx (the 501 stand-ins aside),
 * every error answer must be the notification list with a German catalogue text. The seed is fixed; `npm run fuzz -- --runs N`
 * runs more (FUZZ_RUNS, FUZZ_SEED).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const SESSIONS = ['demo', 'admin', null] as const;

// Catalogue texts as patterns: a placeholder {1} stands for any argument.
const cataloguePatterns = Object.values(messageCatalogue()).map(
  (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\d+\\\}/g, '.*')}$`, 's'),
);

/** What is wrong with an answer: a 5xx, or an error body that is not the German notification list of the catalogue. */
export function answerProblems(
  op: ContractOperation,
  res: LightMyRequestResponse,
  notImplemented: Set<string>,
): string[] {
  const status = res.statusCode;
  if (status >= 500 && !(status === 501 && notImplemented.has(op.key))) return [`${status}`];
  if (status < 400 || op.method === 'HEAD') return [];
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return [`${status} kein JSON`];
  }
  if (!Array.isArray(body) || !body.length) return [`${status} keine Notification-Liste`];
  return body.flatMap((n: Record<string, unknown>) => {
    if (typeof n.id !== 'string' || typeof n.header !== 'string' || !['ERROR', 'INFO'].includes(String(n.severity)))
      return [`${status} Form ${JSON.stringify(n)}`];
    return cataloguePatterns.some((p) => p.test(String(n.message)))
      ? []
      : [`${status} nicht im Katalog: ${String(n.message)}`];
  });
}

describe('contract-driven fuzz test', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const pools: Record<string, number[]> = {};
  beforeAll(async () => {
    // All injected requests share one client address: with the default budget (30 failed logins a minute) the fuzzed
    // logins would block the address, the sessions' re-login below would fail and most later requests would only test 401.
    // The limits themselves are tested in bruteForce.test.ts; per name they stay at the default here.
    t = await createTestApp({ bruteForce: { login: { perAddress: 1_000_000 }, account: { perAddress: 1_000_000 } } });
    for (const user of SESSIONS) if (user) tokens[user] = (await login(t.app, user)).accessToken;
    const ids = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows.map((r) => r.id);
    // A few real ids of every tenant, so reads, writes and the tenant checks behind them are reached, not just 404s.
    pools.auftrag = await ids(
      'SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY mandant_id ORDER BY id) AS n FROM auftrag) x WHERE n <= 4',
    );
    pools.adresse = await ids(
      'SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY mandant_id ORDER BY id) AS n FROM adresse) x WHERE n <= 3',
    );
    pools.mandant = await ids('SELECT id FROM mandant');
    pools.vorlage = await ids('SELECT id FROM auftragsvorlage');
    pools.dokument = await ids(
      'SELECT id FROM (SELECT d.id, row_number() OVER (PARTITION BY a.mandant_id ORDER BY d.id) AS n FROM dokumentenverweis d JOIN auftrag a ON a.id = d.auftrag_id) x WHERE n <= 2',
    );
    // Never the fuzzing sessions' own accounts: deleting them would end the run's sessions, not find a bug.
    pools.benutzer = await ids("SELECT id FROM benutzer WHERE name NOT IN ('demo', 'admin')");
  });
  afterAll(() => t.app.close());

  function poolFor(op: ContractOperation) {
    return (param: ContractParam): number[] | undefined => {
      const name = param.name.toLowerCase();
      if (name.includes('dokument')) return pools.dokument;
      if (name.includes('vorlage') || op.path.startsWith('/api/auftragsvorlagen')) return pools.vorlage;
      if (name.includes('mandant') || op.path.startsWith('/api/mandanten')) return pools.mandant;
      if (op.path.startsWith('/api/benutzer')) return pools.benutzer;
      if (op.path.startsWith('/api/adressen')) return pools.adresse;
      if (/auftrag|^ids$|objectid/.test(name) || (name === 'id' && /auftraege|abliefernachweis/.test(op.path)))
        return pools.auftrag;
      return undefined;
    };
  }

  it(
    `answers ${RUNS} generated requests without a 5xx and with German catalogue notifications`,
    { timeout: 600_000 },
    async () => {
      const ops = contractOperations();
      const notImplemented = new Set<string>(t.app.notImplementedOperations);
      const arbitrary = fc
        .record({
          op: fc.constantFrom(...ops.map((op) => ({ op, request: requestArbitrary(op, poolFor(op)) }))),
          user: fc.constantFrom(...SESSIONS),
        })
        .chain(({ op, user }) => op.request.map((request) => ({ op: op.op, user, request })));
      const problems = new Map<string, string>();
      const statuses: Record<number, number> = {};
      let fiveXx = 0;
      for (const { op, user, request } of fc.sample(arbitrary, { numRuns: RUNS, seed: SEED })) {
        const url = operationUrl(op, request.values);
        const send = () =>
          t.app.inject({
            method: op.method as 'GET',
            url,
            payload: request.payload,
            headers: { ...request.headers, ...(user ? bearer(tokens[user]) : {}) },
          });
        let res = await send();
        // A generated change of the session's own account (password, rights) may end it: log in again and repeat once.
        if (user && res.statusCode === 401) {
          tokens[user] = await login(t.app, user).then(
            (a) => a.accessToken,
            () => tokens[user],
          );
          res = await send();
        }
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 500 && !notImplemented.has(op.key)) fiveXx++;
        for (const problem of answerProblems(op, res, notImplemented)) {
          const key = `${op.key} → ${problem}`;
          if (!problems.has(key))
            problems.set(
              key,
              `${op.method} ${url.slice(0, 300)} [${user ?? 'anonym'}] ${String(request.payload ?? '').slice(0, 300)}`,
            );
        }
      }
      console.log(
        `Fuzz: ${RUNS} Anfragen (Seed ${SEED}) über ${ops.length} Operationen, 5xx: ${fiveXx}, Status: ${JSON.stringify(statuses)}`,
      );
      expect([...problems].map(([key, example]) => `${key}\n    z. B. ${example}`)).toEqual([]);
    },
  );
});
