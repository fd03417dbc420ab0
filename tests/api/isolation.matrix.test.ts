import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  contractOperations,
  createTestApp,
  login,
  operationUrl,
  type ContractOperation,
  type ContractParam,
  type TestApp,
} from './helpers';

/**
 * The isolation matrix generated from the contract. Every protected operation answers anonymous callers 401;
 * every protected operation that names a tenant's object (path or query: order, address, template, document, user,
 * tenant, by id or by number/name) is called by every demo role with an object of each tenant the role may not see,
 * and must answer 403 or 404 with nothing of the object in the answer. The hand-written isolation*.test.ts check what
 * the roles may do inside their family; this one covers every operation outside it.
 */
const ROLES = ['demo', 'haupt', 'admin', 'leser', 'metro', 'kunde-a', 'kunde-b', 'kunde-c'] as const;
type Kind =
  | 'order'
  | 'orderNr'
  | 'address'
  | 'addressNr'
  | 'template'
  | 'document'
  | 'user'
  | 'userName'
  | 'tenant'
  | 'webhook'
  | 'apiKey';
/** Valid bodies of writes that have no read of the same path to copy from. */
const BODIES: Record<string, object> = {
  'POST /api/adressen/import': [{ name: 'Isolation GmbH', plz: '20457', ort: 'Hamburg', lkz: 'DE' }],
  'PUT /api/webhooks/{id}': { url: 'https://erp.example.com/disponent', ereignisse: ['auftrag.geaendert'] },
};
/** An object of a tenant: the value that names it and texts of it that must not appear in a refusal. */
type Target = { value: string | number; secrets: string[] };

/** Which kind of object a parameter names, or undefined for parameters that name none (reference data, filters). */
export function kindOf(op: ContractOperation, param: ContractParam): Kind | undefined {
  const { path } = op;
  const name = param.name;
  if (/^mandant(Id|_id)?$/.test(name) || (name === 'id' && path.startsWith('/api/mandanten/'))) return 'tenant';
  if (name === 'dokumentverweisId') return 'document';
  if (name === 'id' && path.startsWith('/api/webhooks/')) return 'webhook';
  if (name === 'id' && path.startsWith('/api/api-schluessel/')) return 'apiKey';
  if (
    name === 'auftragsvorlageId' ||
    (name === 'id' && (path.startsWith('/api/auftragsvorlagen/') || path === '/api/auftraege/vorlage/{id}'))
  )
    return 'template';
  if (name === 'spedeigennr') return 'orderNr';
  if (name === 'fremdnummer') return 'addressNr';
  if (name === 'name' && path === '/api/benutzer/name/{name}') return 'userName';
  if (name === 'id' && path.startsWith('/api/benutzer/')) return 'user';
  if (name === 'id' && path.startsWith('/api/adressen/')) return 'address';
  if (['auftragId', 'auftraegeIds', 'ids', 'auftrag.id'].includes(name) && !path.startsWith('/api/mandanten/'))
    return 'order';
  if (name === 'id' && (path.startsWith('/api/auftraege') || path === '/api/abliefernachweis')) return 'order';
  return undefined;
}

/** A harmless value for a parameter that names no object (dates, flags, texts), so the request reaches the check. */
function filler(param: ContractParam): unknown {
  const s = param.schema;
  if (s.default !== undefined) return s.default;
  // A value of the parameter's own shape (a month JJJJ-MM), where the contract gives one.
  if ((s as { example?: unknown }).example !== undefined) return (s as { example?: unknown }).example;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.format === 'date') return param.name.endsWith('Bis') ? '2026-12-31' : '2026-01-01';
  if (s.type === 'integer' || s.type === 'number') return param.name === 'max' ? 10 : Number(s.minimum ?? 1);
  if (s.type === 'boolean') return false;
  return param.name === 'tabellenTyp' ? 'auftragsresearch' : 'a';
}

describe('isolation matrix generated from the contract', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const visible: Record<string, Set<number>> = {};
  // tenant id → kind → one object of that tenant
  const objects = new Map<number, Partial<Record<Kind, Target>>>();
  const tenants: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) tokens[role] = (await login(t.app, role)).accessToken;
    const q = async <R>(sql: string, params: unknown[] = []) =>
      (await t.db.query<R & Record<string, unknown>>(sql, params)).rows;
    for (const m of await q<{ id: number; name: string }>('SELECT id, name FROM mandant ORDER BY id')) {
      tenants.push(m.id);
      const one = async <R>(sql: string) => (await q<R>(sql, [m.id]))[0];
      const order = await one<{ id: number; nr: string }>(
        'SELECT id, spedeigennr AS nr FROM auftrag WHERE mandant_id = $1 ORDER BY status_id, id LIMIT 1',
      );
      const address = await one<{ id: number; nr: string; name: string }>(
        'SELECT id, fremdnummer AS nr, name FROM adresse WHERE mandant_id = $1 AND NOT in_uebertragung AND fremdnummer IS NOT NULL ORDER BY id LIMIT 1',
      );
      const template = await one<{ id: number; name: string }>(
        'SELECT id, vorlage_name AS name FROM auftragsvorlage WHERE mandant_id = $1 ORDER BY id LIMIT 1',
      );
      const document = await one<{ id: number; name: string }>(
        'SELECT d.id, d.dateiname AS name FROM dokumentenverweis d JOIN auftrag a ON a.id = d.auftrag_id WHERE a.mandant_id = $1 ORDER BY d.id LIMIT 1',
      );
      const user = await one<{ id: number; name: string; email: string | null }>(
        'SELECT id, name, email FROM benutzer WHERE mandant_id = $1 ORDER BY id LIMIT 1',
      );
      // A webhook endpoint and an API key of the tenant (the demo data has none): tenant objects like the others.
      const webhook = await one<{ id: number; url: string }>(
        `INSERT INTO webhook_endpunkt (mandant_id, url, ereignisse, geheimnis)
         VALUES ($1::int, 'https://isolation-' || $1::text || '.example/hook', ARRAY['auftrag.angelegt'], 'whsec_isolation')
         RETURNING id, url`,
      );
      const apiKey = user
        ? (
            await q<{ id: number; name: string }>(
              `INSERT INTO api_schluessel (mandant_id, benutzer_id, name, praefix, hash, scopes)
               VALUES ($1::int, $2, 'Isolationsschlüssel ' || $1::text, 'don_isolatio', lpad(to_hex($1::int), 64, '0'), ARRAY['auftraege:lesen'])
               RETURNING id, name`,
              [m.id, user.id],
            )
          )[0]
        : undefined;
      objects.set(m.id, {
        webhook: { value: webhook.id, secrets: [webhook.url] },
        ...(apiKey && { apiKey: { value: apiKey.id, secrets: [apiKey.name] } }),
        tenant: { value: m.id, secrets: [m.name] },
        ...(order && {
          order: { value: order.id, secrets: [order.nr] },
          orderNr: { value: order.nr, secrets: [`"id":${order.id}`] },
        }),
        ...(address && {
          address: { value: address.id, secrets: [address.name] },
          addressNr: { value: address.nr, secrets: [address.name] },
        }),
        ...(template && { template: { value: template.id, secrets: [template.name] } }),
        ...(document && { document: { value: document.id, secrets: [document.name] } }),
        ...(user && {
          user: { value: user.id, secrets: [user.email ?? `"id":${user.id}`] },
          userName: { value: user.name, secrets: [user.email ?? `"id":${user.id}`] },
        }),
      });
    }
    // What a role may see (docs/security.md): admins every tenant, a main user the own tenant and its sub-tenants, others the own one.
    for (const role of ROLES) {
      const [u] = await q<{ mandant_id: number; admin: boolean; main: boolean }>(
        'SELECT mandant_id, admin, main FROM benutzer WHERE name = $1',
        [role],
      );
      const subs = await q<{ id: number }>('SELECT id FROM mandant WHERE hauptmandant_id = $1', [u.mandant_id]);
      visible[role] = new Set(u.admin ? tenants : [u.mandant_id, ...(u.main ? subs.map((s) => s.id) : [])]);
    }
  });
  afterAll(() => t.app.close());

  const protectedOps = () => contractOperations().filter((op) => op.secured);

  it('answers every protected operation 401 without a session', async () => {
    const ops = protectedOps();
    const wrong: string[] = [];
    for (const op of ops) {
      const values = Object.fromEntries(
        op.params.filter((p) => p.required).map((p) => [p.name, p.schema.type === 'array' ? [1] : filler(p)]),
      );
      const res = await t.app.inject({ method: op.method as 'GET', url: operationUrl(op, values) });
      if (res.statusCode !== 401) wrong.push(`${op.key} → ${res.statusCode}`);
    }
    console.log(`Isolationsmatrix: ${ops.length} geschützte Operationen × anonym → 401`);
    expect(wrong).toEqual([]);
  });

  it('refuses every role every object of a tenant it may not see, in every operation that names one', async () => {
    const notImplemented = new Set<string>(t.app.notImplementedOperations);
    const ops = protectedOps().filter(
      (op) => !op.multipart && !notImplemented.has(op.key) && op.params.some((p) => kindOf(op, p)),
    );
    const wrong: string[] = [];
    const covered = new Set<string>();
    let calls = 0;
    for (const op of ops) {
      const named = op.params.filter((p) => kindOf(op, p));
      for (const role of ROLES) {
        for (const tenant of tenants.filter((id) => !visible[role].has(id))) {
          const targets = named.map((p) => [p, objects.get(tenant)?.[kindOf(op, p)!]] as const);
          if (targets.some(([, target]) => !target)) continue;
          const values = Object.fromEntries(op.params.filter((p) => p.required).map((p) => [p.name, filler(p)]));
          for (const [p, target] of targets)
            values[p.name] = p.schema.type === 'array' ? [target!.value] : target!.value;
          // A write sends the object as its owner reads it, so only the tenant check can refuse it.
          let payload: object | undefined;
          if (op.body) {
            const read =
              op.method !== 'GET' && op.path.includes('{')
                ? await t.app.inject({ method: 'GET', url: operationUrl(op, values), headers: bearer(tokens.admin) })
                : undefined;
            payload = read?.statusCode === 200 ? read.json() : (BODIES[op.key] ?? {});
          }
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: operationUrl(op, values),
            headers: bearer(tokens[role]),
            payload,
          });
          calls++;
          covered.add(`${op.key}|${role}`);
          const leaked = targets.flatMap(([, target]) => target!.secrets).filter((s) => s && res.body.includes(s));
          if (![403, 404].includes(res.statusCode) || leaked.length)
            wrong.push(
              `${role} ${op.method} ${operationUrl(op, values)} → ${res.statusCode}${leaked.length ? ` verrät ${leaked.join(', ')}` : ''}`,
            );
        }
      }
    }
    const roles = new Set([...covered].map((c) => c.split('|')[1]));
    console.log(
      `Isolationsmatrix: ${ops.length} Operationen mit Objektbezug × ${roles.size} Rollen (${[...roles].join(', ')}) = ${covered.size} Paare, ${calls} Aufrufe mit fremden Objekten`,
    );
    expect(wrong).toEqual([]);
    expect(covered.size).toBeGreaterThan(ops.length * (ROLES.length - 1) * 0.9);
  });
});
