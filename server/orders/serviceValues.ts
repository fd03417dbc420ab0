import { isDateString } from '../../engine/core';
import { notification, translate, type Notification } from '../errors';

type Json = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || v === '';
// Plain ('1.5') or as typed in German ('1,5', '1.234,5'); no negatives (orders.md §5 numeric inputs).
const DECIMAL = /^(\d+([.,]\d+)?|\d{1,3}(\.\d{3})+(,\d+)?)$/;
/** Whether a value is one of its service type (orders.md §3 Service); text takes any. Dates as sent (yyyy-mm-dd) or typed (dd.mm.yyyy). */
const FITS: Record<string, (wert: string) => boolean> = {
  Logisch: (w) => w === 'true' || w === 'false',
  datum: (w) => isDateString(w),
  Integer: (w) => /^\d+$/.test(w),
  Dezimal: (w) => DECIMAL.test(w),
};
/** Catalogue key of the message for a value that is not of its type. */
const MESSAGE_KEYS: Record<string, string> = {
  Logisch: 'validation.enum', datum: 'validation.format.date', Integer: 'validation.format.integer', Dezimal: 'validation.format.number',
};

const refuse = (key: string, fieldname: string) => notification(key === 'service.unbekannt' ? key : 'auftrag.serviceWert', translate(key),
  { header: 'Ungültige Eingabe', fieldname });

/**
 * The findings on the services of a save body against the tenant's service list (the server's master data, never the request's
 * typ): a value must be of its service's type; a number outside the list is refused unless it is an extra service the form adds
 * with a title of its own (type text, orders.md §3: numbered from index + 5). `sent` holds each service with its index in the body.
 */
export function serviceMessages(list: Json[], sent: [service: Json, index: number][]): Notification[] {
  const byNum = new Map(list.map((s) => [s.spez_num, s]));
  return sent.flatMap(([s, i]) => {
    const master = byNum.get(s.spez_num);
    if (!master) return typeof s.bezeichnung === 'string' && s.bezeichnung.trim() ? [] : [refuse('service.unbekannt', `auftragServices.${i}.spez_num`)];
    const fits = FITS[String(master.typ)];
    if (!fits || blank(s.wert) || (typeof s.wert === 'string' && fits(s.wert))) return [];
    return [refuse(MESSAGE_KEYS[String(master.typ)], `auftragServices.${i}.wert`)];
  });
}
