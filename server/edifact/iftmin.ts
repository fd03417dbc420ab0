import { dtm, interchange, type Envelope } from './envelope';
import { goodsItem } from './goods';
import { parties } from './parties';
import { decimal, segment, type EdifactCharset } from './syntax';
import { cut, obj, str } from './values';

type Json = Record<string, unknown>;

/** The order as the IFTMIN writer reads it: own number and the stored order document (orders.md §3). */
export interface OrderForMessage {
  spedeigennr: string;
  daten: Json;
}

/** BGM 1225: 9 = original, 5 = replacement (sent again), 1 = cancellation (the hand-over was cancelled in the portal). */
export type MessageFunction = '9' | '5' | '1';

/** A date of the order: 102 (CCYYMMDD) without a time, 203 (CCYYMMDDHHMM) with one (the wall clock the user entered). */
function orderDate(cs: EdifactCharset, qualifier: string, value: unknown): string[] {
  const v = str(value);
  if (!v || !/^\d{4}-\d{2}-\d{2}/.test(v)) return [];
  const day = v.slice(0, 10).replaceAll('-', '');
  const time = v.slice(11, 16);
  return [
    segment(
      cs,
      'DTM',
      time && time !== '00:00' ? [qualifier, day + time.replace(':', ''), '203'] : [qualifier, day, '102'],
    ),
  ];
}

/**
 * The IFTMIN (D.96A) of one order in its own interchange (docs/edifact.md lists every segment): the forwarding
 * instruction with dates (loading 234/235, delivery 64/63), service (TSR), notes, totals, references, parties and
 * goods items with their dangerous goods. `fn` 1 cancels an instruction sent before.
 */
export function buildIftmin(order: OrderForMessage, envelope: Envelope, fn: MessageFunction = '9'): string {
  const cs = envelope.charset;
  const d = order.daten;
  const code = (v: unknown) => (obj(v)?.id !== undefined ? [String(obj(v)!.id), null, 'ZZZ'] : null);
  const notes: [string, unknown][] = [
    ['AAI', d.hinweis],
    ['DEL', d.dispohinweis],
    ['ABL', d.zollvermerk],
  ];
  const positions = Array.isArray(d.auftragspositionen) ? (d.auftragspositionen as Json[]) : [];
  const refs: [string, unknown][] = [
    ['CU', d.spedfremdnr],
    ['CR', d.empfaengerReferenz],
    ['ACD', d.partnerReferenz],
  ];
  const body = [
    segment(cs, 'BGM', '610', cut(order.spedeigennr), fn),
    dtm(cs, '137', envelope.created),
    ...orderDate(cs, '234', d.abholDatumVon),
    ...orderDate(cs, '235', d.abholDatumBis),
    ...orderDate(cs, '64', d.zustellDatumVon),
    ...orderDate(cs, '63', d.zustellDatumBis),
    ...(code(d.verkehrsart) || code(d.terminkennzeichen)
      ? [segment(cs, 'TSR', code(d.verkehrsart), code(d.terminkennzeichen))]
      : []),
    ...notes.filter(([, t]) => str(t)).map(([q, t]) => segment(cs, 'FTX', q, null, null, [cut(t, 512)])),
    ...(decimal(d.sumBruttoGewicht) ? [segment(cs, 'CNT', ['7', decimal(d.sumBruttoGewicht), 'KGM'])] : []),
    ...(str(d.sumVerpackungAnzahl) ? [segment(cs, 'CNT', ['11', str(d.sumVerpackungAnzahl)])] : []),
    ...refs.filter(([, r]) => str(r)).map(([q, r]) => segment(cs, 'RFF', [q, cut(r)])),
    ...parties(cs, d),
    ...positions.flatMap((p, i) => goodsItem(cs, p, i)),
  ];
  return interchange(envelope, 'IFTMIN', body);
}
