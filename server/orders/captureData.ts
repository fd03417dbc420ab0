import type { JsonSchema, ScreenDocument } from '../../engine/core';

type Json = Record<string, unknown>;

// Form fields the capture document may hold apart from the save shape: date and time parts of the timestamps,
// the short names of code references and flat address fields (absenderName = absender.name).
const TIMESTAMP_PARTS: [field: string, source: string, part: 'date' | 'time'][] = [
  ['abholDatum', 'abholDatumVon', 'date'],
  ['beladedatum', 'abholDatumVon', 'date'],
  ['beladezeitVon', 'abholDatumVon', 'time'],
  ['beladezeitBis', 'abholDatumBis', 'time'],
  ['zustellDatum', 'zustellDatumVon', 'date'],
  ['entladedatum', 'zustellDatumVon', 'date'],
  ['zustellZeitVon', 'zustellDatumVon', 'time'],
  ['entladezeitVon', 'zustellDatumVon', 'time'],
  ['zustellZeitBis', 'zustellDatumBis', 'time'],
  ['entladezeitBis', 'zustellDatumBis', 'time'],
];
const REFERENCE_ALIASES: Record<string, string> = { terminart: 'terminkennzeichen', statusId: 'status' };
const FLAT_PARTY =
  /^(absender|abweichendeAbholer|abweichendeRechnungsempfaenger|neutralerAbsender|empfaenger|abweichendeEmpfaenger|rechnungsempfaenger|nachnahmeempfaenger)([A-Z]\w*)$/;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (v: unknown) => (isObject(v) && typeof v.id === 'number' ? v.id : undefined);

function part(value: unknown, which: 'date' | 'time'): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  if (which === 'date') return value.slice(0, 10);
  const time = value.slice(11, 16);
  // A time of 00:00 is shown empty (orders.md §4), so it never counts as typed.
  return time && time !== '00:00' ? time : undefined;
}

function alias(field: string, schema: JsonSchema, payload: Json): unknown {
  const stamp = TIMESTAMP_PARTS.find(([f]) => f === field);
  if (stamp) return part(payload[stamp[1]], stamp[2]);
  if (REFERENCE_ALIASES[field]) return idOf(payload[REFERENCE_ALIASES[field]]);
  const flat = FLAT_PARTY.exec(field);
  if (flat) {
    const party = payload[flat[1]];
    return isObject(party) ? party[flat[2][0].toLowerCase() + flat[2].slice(1)] : undefined;
  }
  return schema.type === 'integer' ? idOf(payload[field]) : payload[field];
}

/**
 * The capture document's form data of a save payload, so the server validates with the very document the browser uses.
 * The payload is taken as it is; only fields the document declares apart from the save shape are derived (date and time
 * parts, code ids as integers, flat address fields). A code reference with a negative id ('none') counts as missing.
 */
export function toCaptureData(doc: ScreenDocument, payload: Json): Json {
  const data: Json = Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, idOf(v) !== undefined && idOf(v)! < 0 ? null : v]),
  );
  for (const [field, schema] of Object.entries(doc.dataSchema.properties ?? {})) {
    const declaredObject = (schema as JsonSchema).type === 'object';
    // A date field of the form holds the day of a timestamp the payload carries (datum of a copy).
    if ((schema as JsonSchema).format === 'date' && typeof data[field] === 'string') {
      data[field] = part(data[field], 'date') ?? data[field];
      continue;
    }
    if (
      declaredObject ||
      (data[field] !== undefined && !((schema as JsonSchema).type === 'integer' && isObject(data[field])))
    )
      continue;
    const value = alias(field, schema as JsonSchema, data);
    if (value !== undefined) data[field] = value;
  }
  return data;
}

/** Whether a form field is derived from the save shape (a date or time part, a code alias, a flat address field), not a path of it. */
export function isDerivedField(field: string): boolean {
  const [head] = field.split('.');
  return TIMESTAMP_PARTS.some(([f]) => f === head) || head in REFERENCE_ALIASES || FLAT_PARTY.test(head);
}
