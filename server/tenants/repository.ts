import { toAddress, type AddressRow } from '../addresses';
import type { Db } from '../db';
import { HttpProblem, notification } from '../errors';

type Json = Record<string, unknown>;
/** A tenant row with its own address (if any). */
export interface TenantRow {
  id: number;
  name: string;
  hauptmandant_id: number | null;
  is_hauptmandant: boolean;
  version: number;
  adresse: AddressRow | null;
}

// The contract encodes the role in hauptmandantId: own id = main tenant, other id = sub-tenant, null = free.
const SELECT = `SELECT m.id, m.name, m.hauptmandant_id, m.is_hauptmandant, m.version,
  CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'mandant_id', a.mandant_id, 'matchcode', a.matchcode,
    'in_uebertragung', a.in_uebertragung, 'version', a.version, 'daten', a.daten) END AS adresse
  FROM mandant m LEFT JOIN adresse a ON a.id = m.adresse_id`;

/** The API shape of a tenant. */
export function toTenant(row: TenantRow): Json {
  return {
    id: row.id,
    name: row.name,
    hauptmandantId: row.is_hauptmandant ? row.id : row.hauptmandant_id,
    adresse: row.adresse ? toAddress(row.adresse) : null,
    version: row.version,
  };
}

/** The 404 of a tenant that does not exist or that the caller may not see. */
export const tenantNotFound = () =>
  new HttpProblem(404, [
    notification('mandant.nichtGefunden', 'Der Mandant wurde nicht gefunden.', { header: 'Mandanten' }),
  ]);

/** Tenants matching the filter (a SQL condition on m), sorted by name; the name filter is case-insensitive. */
export async function findTenants(
  db: Db,
  where = 'true',
  params: unknown[] = [],
  searchString = '',
): Promise<TenantRow[]> {
  const text = searchString.trim().toLowerCase();
  const { rows } = await db.query<TenantRow>(
    `${SELECT} WHERE (${where}) AND ($${params.length + 1} = '' OR strpos(lower(m.name), $${params.length + 1}) > 0)`,
    [...params, text],
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'de-DE'));
}

/** One tenant, or undefined. */
export async function findTenant(db: Db, id: number): Promise<TenantRow | undefined> {
  return (await findTenants(db, 'm.id = $1', [id]))[0];
}

/** Tenant list filters send nothing or at least two characters (account-admin.md §5 Lists); one is refused in German. */
export function checkSearchString(searchString: string | undefined): string {
  const text = (searchString ?? '').trim();
  if (text.length === 1) {
    throw new HttpProblem(400, [
      notification('mandant.suche.zuKurz', 'Bitte geben Sie mindestens 2 Zeichen ein.', {
        header: 'Mandanten',
        fieldname: 'searchString',
      }),
    ]);
  }
  return text;
}
