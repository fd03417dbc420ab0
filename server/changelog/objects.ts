import type { Db } from '../db';
import type { Change } from './record';

type Json = Record<string, unknown>;
type Row = { id: number; mandant_id: number | null };

/** The order's fields as logged: its document and the columns a person changes (status, type). */
const orderFields = (row: Row & { daten?: Json; status_name?: string; typ?: number; uebertragen?: boolean }) => ({
  ...row.daten,
  status: row.status_name,
  typ: row.typ,
  uebertragen: row.uebertragen,
});

/** An order's change for recordChange: before null when created, after null when deleted (OrderRow or id and tenant). */
export function orderChange(before: (Row & { daten?: Json }) | null, after: (Row & { daten?: Json }) | null): Change {
  const row = (after ?? before)!;
  return {
    objekt: 'auftrag',
    id: row.id,
    mandantId: row.mandant_id,
    before: before && orderFields(before),
    after: after && orderFields(after),
  };
}

/** An address's change: its document. */
export function addressChange(before: (Row & { daten?: Json }) | null, after: (Row & { daten?: Json }) | null): Change {
  const row = (after ?? before)!;
  return { objekt: 'adresse', id: row.id, mandantId: row.mandant_id, before: before?.daten, after: after?.daten };
}

const USER_FIELDS = [
  'name',
  'email',
  'sprache_id',
  'rows_in_grid',
  'authorized',
  'edit',
  'admin',
  'main',
  'mandant_id',
];
const pick = (row: object | null, fields: string[]) =>
  row && Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, (row as Json)[f]]));

/** A user's change: the account's settings and rights, never the password hash. */
export function userChange(before: Row | null, after: Row | null): Change {
  const row = (after ?? before)!;
  return {
    objekt: 'benutzer',
    id: row.id,
    mandantId: row.mandant_id,
    before: pick(before, USER_FIELDS),
    after: pick(after, USER_FIELDS),
  };
}

const TENANT_FIELDS = ['name', 'is_hauptmandant', 'hauptmandant_id'];

/** A tenant's change: name and role (main tenant, the main tenant of a sub-tenant). */
export function tenantChange(before: { id: number } | null, after: { id: number } | null): Change {
  const row = (after ?? before)!;
  return {
    objekt: 'mandant',
    id: row.id,
    mandantId: row.id,
    before: pick(before, TENANT_FIELDS),
    after: pick(after, TENANT_FIELDS),
  };
}

/** A user's row as the log compares it, read inside the change's transaction. */
export async function userRowForLog(db: Db, id: number): Promise<({ id: number; mandant_id: number } & Json) | null> {
  const { rows } = await db.query<{ id: number; mandant_id: number } & Json>(
    `SELECT id, ${USER_FIELDS.join(', ')} FROM benutzer WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
