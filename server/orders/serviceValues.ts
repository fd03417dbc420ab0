import { isDateString, isGermanDecimal, isWholeNumber, sameValue } from '../../engine/core';
import { documents } from '../documents';
import { notification, translate, type Notification } from '../errors';

type Json = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/**
 * Whether a value is one of its service type (orders.md §3 Service); text takes any. The engine's operations, which the capture
 * document's checks (serviceWert*) use in the browser too: dates as sent (yyyy-mm-dd) or typed (dd.mm.yyyy), German decimals.
 */
const FITS: Record<string, (wert: string) => boolean> = {
  Logisch: (w) => w === 'true' || w === 'false',
  datum: (value) => isDateString(value, documents().profile.dates.minYear),
  Integer: isWholeNumber,
  Dezimal: isGermanDecimal,
};
/** Catalogue key of the message for a value that is not of its type. */
const MESSAGE_KEYS: Record<string, string> = {
  Logisch: 'validation.enum',
  datum: 'validation.format.date',
  Integer: 'validation.format.integer',
  Dezimal: 'validation.format.number',
};

const refuse = (key: string, fieldname: string) =>
  notification(key.startsWith('service.') ? key : 'auftrag.serviceWert', translate(key), {
    header: 'Ungültige Eingabe',
    fieldname,
  });

/**
 * Whether a value is one the form can send for a service the tenant's list marks not editable: its list value or the value
 * the stored order holds (set by the dispatch system, e.g. Standgeld). The form locks that cell and never opens its dialog.
 */
function keepsLockedValue(master: Json, sent: Json, stored: Json | undefined): boolean {
  if (master.editable !== false || master.typ === 'Logisch') return true;
  return sameValue(sent.wert, master.wert) || (stored !== undefined && sameValue(sent.wert, stored.wert));
}

/**
 * The findings on the services of a save body against the tenant's service list (the server's master data, never the request's
 * typ): a value must be of its service's type and a service the list marks not editable keeps its value; a number outside the
 * list is refused unless it is an extra service the form adds with a title of its own (type text, orders.md §3: numbered from
 * index + 5). `sent` holds each service with its index in the body, `stored` the services the stored order holds.
 */
export function serviceMessages(
  list: Json[],
  sent: [service: Json, index: number][],
  stored: Json[] = [],
): Notification[] {
  const byNum = new Map(list.map((s) => [s.spez_num, s]));
  const storedByNum = new Map(stored.map((s) => [Number(s.spez_num ?? s.spezNum), s]));
  return sent.flatMap(([s, i]) => {
    const master = byNum.get(s.spez_num);
    const storedService = storedByNum.get(Number(s.spez_num));
    // "an editable non-logical service without value opens the edit dialog; editing sets active when the value is non-empty"
    // (orders.md §4): a service is active with a value or not at all (what the stored order holds stays allowed).
    const needsValue =
      (!master || (master.typ !== 'Logisch' && master.editable !== false)) &&
      blank(s.wert) &&
      !(storedService && blank(storedService.wert));
    if (!master) {
      if (!(typeof s.bezeichnung === 'string' && s.bezeichnung.trim()))
        return [refuse('service.unbekannt', `auftragServices.${i}.spez_num`)];
      return needsValue ? [refuse('validation.required', `auftragServices.${i}.wert`)] : [];
    }
    if (!keepsLockedValue(master, s, storedService)) return [refuse('service.gesperrt', `auftragServices.${i}.wert`)];
    if (needsValue) return [refuse('validation.required', `auftragServices.${i}.wert`)];
    const fits = FITS[String(master.typ)];
    if (!fits || blank(s.wert) || (typeof s.wert === 'string' && fits(s.wert))) return [];
    return [refuse(MESSAGE_KEYS[String(master.typ)], `auftragServices.${i}.wert`)];
  });
}

/**
 * The save body with each service's typ taken from the tenant's service list (a number outside it: text), so the capture
 * document's checks (serviceWert*), which run on the server too, read the server's types and never the request's.
 */
export function withListTypes(body: Json, list: Json[]): Json {
  if (!Array.isArray(body.auftragServices)) return body;
  const typOf = new Map(list.map((s) => [s.spez_num, s.typ]));
  return {
    ...body,
    auftragServices: (body.auftragServices as unknown[]).map((s) =>
      typeof s === 'object' && s !== null ? { ...s, typ: typOf.get((s as Json).spez_num) ?? 'text' } : s,
    ),
  };
}
