import type { SessionClaims } from '../auth';
import { resolveClientConfig } from '../config';
import type { Db } from '../db';
import { HttpProblem, notification } from '../errors';
import { readableTenants } from '../orders';

type Json = Record<string, unknown>;
/** An address row. */
export interface AddressRow {
  id: number;
  mandant_id: number;
  matchcode: string | null;
  in_uebertragung: boolean;
  version: number;
  daten: Json;
}

/** Fields that stay editable while an address is in transfer, each behind its client switch (account-admin.md §4, §6). */
const EDITABLE_IN_TRANSFER: [field: string, flag: string][] = [
  ['telefon', 'isAdresseTelefonEdit'],
  ['kontakt', 'isAdresseKontaktEdit'],
  ['einmaladresse', 'isAdresseEinmaladresseEdit'],
  ['unsichtbar', 'isAdresseUnsichtbarEdit'],
  ['mailTrackTrace', 'isShowTTMailAdress'],
];
const SERVER_FIELDS = ['id', 'matchcode', 'inUebertragung', 'mandant', 'mandantId', 'version'];

/** The API shape of a stored address. */
export function toAddress(row: AddressRow): Json {
  return {
    ...row.daten,
    id: row.id,
    matchcode: row.matchcode,
    inUebertragung: row.in_uebertragung,
    mandantId: row.mandant_id,
    version: row.version,
  };
}

/** The lower-cased text the address search matches: number, name, postcode, city (and matchcode, street). */
export function addressSearchText(a: Json): string {
  return [a.fremdnummer, a.name, a.zeile2, a.plz, a.ort, a.strasse, a.matchcode]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

export const addressNotFound = () =>
  new HttpProblem(404, [
    notification('adresse.nichtGefunden', 'Die Adresse wurde nicht gefunden.', { header: 'Adressen' }),
  ]);

/** Loads an address the caller may see (own tenant, sub-tenants of a main tenant, all for admins), else 404. */
export async function loadAddress(db: Db, session: SessionClaims, id: number): Promise<AddressRow> {
  const {
    rows: [row],
  } = await db.query<AddressRow>(
    'SELECT id, mandant_id, matchcode, in_uebertragung, version, daten FROM adresse WHERE id = $1',
    [id],
  );
  const tenants = await readableTenants(db, session);
  if (!row || (tenants && !tenants.includes(row.mandant_id))) throw addressNotFound();
  return row;
}

/** The body without server-owned fields; the country code follows land.lkz when only the object is sent. */
export function cleanAddress(body: Json): Json {
  const out = Object.fromEntries(Object.entries(body).filter(([k]) => !SERVER_FIELDS.includes(k)));
  const land = out.land as { lkz?: string } | null | undefined;
  if (!out.lkz && land?.lkz) out.lkz = land.lkz;
  return out;
}

/** Merges a change into an address in transfer: only the fields the client configuration frees may differ. */
export async function mergeInTransfer(db: Db, row: AddressRow, body: Json): Promise<Json> {
  const config = await resolveClientConfig(db, row.mandant_id);
  const free = EDITABLE_IN_TRANSFER.filter(([, flag]) => config[flag] === 'true').map(([field]) => field);
  const changed = Object.keys({ ...row.daten, ...body }).filter(
    (k) => !SERVER_FIELDS.includes(k) && JSON.stringify(row.daten[k] ?? null) !== JSON.stringify(body[k] ?? null),
  );
  const locked = changed.filter((k) => !free.includes(k));
  if (locked.length) {
    throw new HttpProblem(
      400,
      locked.map((k) =>
        notification(
          'adresse.inUebertragung',
          'Die Adresse ist in Übertragung: bitte kopieren Sie die Adresse und ändern Sie die Kopie.',
          { header: 'Adresse', fieldname: k },
        ),
      ),
    );
  }
  return { ...row.daten, ...Object.fromEntries(free.filter((k) => k in body).map((k) => [k, body[k]])) };
}
