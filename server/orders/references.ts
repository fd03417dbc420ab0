import type { SessionClaims } from '../auth';
import type { Db } from '../db';
import { HttpProblem, notification, translate, type Notification } from '../errors';
import { tenantCondition, type TenantTable } from '../routes/api/stammdaten';

type Json = Record<string, unknown>;
/** Tables of the code lists every tenant shares. */
type GlobalTable = 'terminkennzeichen' | 'metrokennung' | 'waehrung' | 'eigentuemer' | 'gefahrgut';
/** Where a reference points: a code list, the address book (own or order tenant) or a readable template. */
type Target = TenantTable | GlobalTable | 'adresse' | 'auftragsvorlage';
/** One reference of a save body: the field path as the capture document names it, and its id. */
interface Reference {
  field: string;
  id: number;
  target: Target;
}

const TENANT_TABLES: TenantTable[] = [
  'frankatur',
  'verkehrsart',
  'zustellkennzeichen',
  'anlieferkennzeichen',
  'sperrigkeit',
  'lademittel',
  'verpackung',
];
/** The order's {id} references and their lists (orders.md §3). */
const ORDER_CODES: [field: string, target: Target][] = [
  ['frankatur', 'frankatur'],
  ['verkehrsart', 'verkehrsart'],
  ['terminkennzeichen', 'terminkennzeichen'],
  ['zustellkennzeichen', 'zustellkennzeichen'],
  ['anlieferkennzeichen', 'anlieferkennzeichen'],
  ['sperrigkeit', 'sperrigkeit'],
  ['metrokennung', 'metrokennung'],
  ['nachnahmeWaehrung', 'waehrung'],
];
const POSITION_CODES: [string, Target][] = [
  ['verpackung', 'verpackung'],
  ['lademittel', 'lademittel'],
  ['waehrungVersicherungswert', 'waehrung'],
  ['warenwertWaehrung', 'waehrung'],
];
const LINE_CODES: [string, Target][] = [
  ['gefahrgutklasse', 'gefahrgut'],
  ['gefahrgutUnnr', 'gefahrgut'],
  ['verpackung', 'verpackung'],
];
const CARRIER_CODES: [string, Target][] = [
  ['lademittel', 'lademittel'],
  ['eigentuemer', 'eigentuemer'],
];
const ADDRESS_ROLES = [
  'absender',
  'abweichendeAbholer',
  'abweichendeRechnungsempfaenger',
  'neutralerAbsender',
  'empfaenger',
  'abweichendeEmpfaenger',
  'rechnungsempfaenger',
  'nachnahmeempfaenger',
];

const list = (v: unknown) => (Array.isArray(v) ? (v as Json[]) : []);
/** The id of a `{ id }` reference, or undefined; a negative id is the form's 'none' (toCaptureData), and the contract refuses ids below 1. */
export const referenceId = (v: unknown) =>
  typeof v === 'object' && v !== null && typeof (v as Json).id === 'number' && ((v as Json).id as number) > 0
    ? ((v as Json).id as number)
    : undefined;

/** Every id reference of a save body with its field path ('auftragspositionen.0.verpackung.id'). */
export function collectReferences(body: Json): Reference[] {
  const refs: Reference[] = [];
  const add = (owner: unknown, prefix: string, codes: [string, Target][]) => {
    for (const [key, target] of codes) {
      const id = referenceId((owner as Json | null)?.[key]);
      if (id !== undefined) refs.push({ field: `${prefix}${key}.id`, id, target });
    }
  };
  add(body, '', ORDER_CODES);
  add(
    body,
    '',
    ADDRESS_ROLES.map((role) => [role, 'adresse']),
  );
  if (typeof body.vorlageAuftragId === 'number')
    refs.push({ field: 'vorlageAuftragId', id: body.vorlageAuftragId, target: 'auftragsvorlage' });
  list(body.auftragspositionen).forEach((p, i) => {
    add(p, `auftragspositionen.${i}.`, POSITION_CODES);
    list(p.auftragsgefahrgueter).forEach((l, j) =>
      add(l, `auftragspositionen.${i}.auftragsgefahrgueter.${j}.`, LINE_CODES),
    );
  });
  list(body.auftragZusLademittel).forEach((z, i) => add(z, `auftragZusLademittel.${i}.`, CARRIER_CODES));
  return refs;
}

/** Every address's country code of a save body with its field path ('empfaenger.lkz'); an empty code is no code. */
export function collectCountries(body: Json): { field: string; lkz: string }[] {
  return ADDRESS_ROLES.flatMap((role) => {
    const lkz = ((body[role] ?? {}) as Json).lkz;
    return typeof lkz === 'string' && lkz.trim() !== ''
      ? [{ field: `${role}.lkz`, lkz: lkz.trim().toUpperCase() }]
      : [];
  });
}

/**
 * One notification per country code the country list (GET /api/laender) lacks ('XX'): a country is chosen from that list
 * (orders.md §9 "Reference list country"), so an unknown code is refused on its field, never saved.
 */
export async function unknownCountries(
  db: Db,
  entries: { field: string; lkz: string }[],
  header: string,
): Promise<Notification[]> {
  const codes = [...new Set(entries.map((e) => e.lkz.trim().toUpperCase()))];
  if (!codes.length) return [];
  const { rows } = await db.query<{ lkz: string }>(
    'SELECT upper(lkz) AS lkz FROM land WHERE upper(lkz) = ANY($1::text[])',
    [codes],
  );
  const known = new Set(rows.map((r) => r.lkz));
  return entries
    .filter((e) => !known.has(e.lkz.trim().toUpperCase()))
    .map((e) =>
      notification('stammdaten.landUnbekannt', translate('stammdaten.landUnbekannt'), { header, fieldname: e.field }),
    );
}

/** The ids among `ids` that exist for the target and may be used by the order's tenant: one query per target. */
async function knownIds(
  db: Db,
  target: Target,
  ids: number[],
  tenants: { order: number; session: number; readable: number[] | null },
): Promise<Set<number>> {
  let sql: string;
  let params: unknown[];
  if ((TENANT_TABLES as string[]).includes(target)) {
    sql = `SELECT e.id FROM ${target} e WHERE e.id = ANY($2::int[]) AND ${tenantCondition(target as TenantTable)}`;
    params = [tenants.order, ids];
  } else if (target === 'adresse') {
    // An address of the order's tenant or of the user's own (a main client may take one from its own book).
    sql = 'SELECT id FROM adresse WHERE id = ANY($1::int[]) AND mandant_id = ANY($2::int[])';
    params = [ids, [tenants.order, tenants.session]];
  } else if (target === 'auftragsvorlage') {
    sql =
      'SELECT id FROM auftragsvorlage WHERE id = ANY($1::int[]) AND ($2::int[] IS NULL OR mandant_id = ANY($2::int[]))';
    params = [ids, tenants.readable];
  } else {
    sql = `SELECT id FROM ${target} WHERE id = ANY($1::int[])`;
    params = [ids];
  }
  return new Set((await db.query<{ id: number }>(sql, params)).rows.map((r) => r.id));
}

const MESSAGE: Partial<Record<Target, () => string>> = {
  adresse: () => 'Die Adresse wurde nicht gefunden.',
  auftragsvorlage: () => 'Die Auftragsvorlage wurde nicht gefunden.',
};

/**
 * Refuses (400, one notification per field) references a save body names that do not exist or that the order's tenant does
 * not use: code lists per tenant as the lists of GET /api/frankaturen?mandant answer them, the shared lists, dangerous goods,
 * addresses of the order's or the user's tenant, and templates the user may read. A foreign id reads like a missing one.
 * Ids the stored order already holds are not checked again; `prefix` goes before the field paths (a template's 'auftrag.').
 */
export async function checkReferences(
  db: Db,
  session: SessionClaims,
  body: Json,
  order: { mandantId: number; readable: number[] | null; stored?: Json; prefix?: string },
): Promise<void> {
  // What the stored order (or the copied one) already holds stays allowed, even if the list or the address book changed since.
  const kept = new Set(order.stored ? collectReferences(order.stored).map((r) => `${r.target}:${r.id}`) : []);
  const refs = collectReferences(body).filter((r) => !kept.has(`${r.target}:${r.id}`));
  const tenants = { order: order.mandantId, session: session['mandant-id'], readable: order.readable };
  const known = new Map<Target, Set<number>>();
  for (const target of new Set(refs.map((r) => r.target))) {
    known.set(
      target,
      await knownIds(db, target, [...new Set(refs.filter((r) => r.target === target).map((r) => r.id))], tenants),
    );
  }
  const refused: Notification[] = refs
    .filter((r) => !known.get(r.target)!.has(r.id))
    .map((r) =>
      notification('auftrag.referenzUnbekannt', MESSAGE[r.target]?.() ?? translate('validation.enum'), {
        header: 'Ungültige Eingabe',
        fieldname: `${order.prefix ?? ''}${r.field}`,
      }),
    );
  const keptCountries = new Set(order.stored ? collectCountries(order.stored).map((c) => c.lkz) : []);
  const countries = collectCountries(body)
    .filter((c) => !keptCountries.has(c.lkz))
    .map((c) => ({ ...c, field: `${order.prefix ?? ''}${c.field}` }));
  refused.push(...(await unknownCountries(db, countries, 'Ungültige Eingabe')));
  if (refused.length) throw new HttpProblem(400, refused);
}
