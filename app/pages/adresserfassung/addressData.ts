import { adresserfassungFormOnlyFields } from './documentIds';

type Json = Record<string, unknown>;

/** Fields a copy starts without (account-admin.md §4): the copy is a new address that has not been transferred. */
const NOT_COPIED = [
  'id',
  'version',
  'mailTrackTrace',
  'kontakt',
  'telefon',
  'matchcode',
  'fremdnummer',
  'inUebertragung',
  'copyId',
];

/** The form data of a stored address: its fields without empty values (the form treats a missing value as empty). */
export function fromAddress(address: Json): Json {
  return Object.fromEntries(Object.entries(address).filter(([, v]) => v !== null && v !== undefined));
}

/** A copy of an address: without the fields §4 clears, remembering its source in copyId. */
export function asCopy(address: Json, sourceId: number): Json {
  return {
    ...Object.fromEntries(Object.entries(fromAddress(address)).filter(([k]) => !NOT_COPIED.includes(k))),
    copyId: sourceId,
  };
}

/** The body of POST/PUT /api/adressen: the form data without the fields that stay in the browser (place search, hint). */
export function toPayload(data: Json): Json {
  return Object.fromEntries(
    Object.entries(data).filter(([k]) => !(adresserfassungFormOnlyFields as readonly string[]).includes(k)),
  );
}
