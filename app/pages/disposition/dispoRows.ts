/** An order as the search answers it: the fields the dispatch board reads. */
export interface DispoOrder {
  id: number;
  spedeigennr: string;
  status?: { id: number; kurzBezeichnung?: string | null } | null;
  abholDatumVon?: string | null;
  abholDatumBis?: string | null;
  zustellDatumVon?: string | null;
  zustellDatumBis?: string | null;
  sumBruttoGewicht?: number | null;
}

/** A place of GET /api/auftraege/orte/{auftraegeIds}. */
export interface DispoPlace {
  plz: string | null;
  ort: string | null;
  lkz: string | null;
  breite: number | null;
  laenge: number | null;
}

/** The places of an order (GET /api/auftraege/orte/{auftraegeIds}). */
export interface DispoPlaces {
  id: number;
  abholung: DispoPlace | null;
  zustellung: DispoPlace | null;
}

/** A row of the board (dispo-order.schema.json). */
export interface DispoRow {
  id: number;
  spedeigennr: string;
  status: string;
  strecke: string;
  abholung: string;
  abholfenster: string;
  abholZeiten: string;
  abholAb: string;
  abholVon: string | null;
  abholBis: string | null;
  abholBreite: number | null;
  abholLaenge: number | null;
  zustellung: string;
  zustellfenster: string;
  zustellZeiten: string;
  zustellAb: string;
  zustellVon: string | null;
  zustellBis: string | null;
  zustellBreite: number | null;
  zustellLaenge: number | null;
  gewicht: number | null;
}

/** The texts the rows are written with (the view document's messages). */
export interface DispoTexts {
  /** A window without times. */
  ganztaegig: string;
  /** A window with a start only; {1} the time. */
  zeitAb: string;
  /** From → to; {1} and {2} the places' names. */
  strecke: string;
}

const fill = (text: string, ...values: string[]) => values.reduce((t, v, i) => t.replace(`{${i + 1}}`, v), text);
const DAY_MS = 86_400_000;

/** The day `n` days after `day` (yyyy-mm-dd, calendar arithmetic without time zones). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The days the time line shows: the day itself, or Monday to Sunday of its week. */
export function dispoRange(tag: string, ansicht: string): { von: string; bis: string; tage: number } {
  if (ansicht !== 'woche') return { von: tag, bis: tag, tage: 1 };
  const weekday = (new Date(`${tag}T00:00:00Z`).getUTCDay() + 6) % 7;
  const von = addDays(tag, -weekday);
  return { von, bis: addDays(von, 6), tage: 7 };
}

/** Today in the browser's time zone (yyyy-mm-dd): the day a dispatcher means by 'heute'. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const time = (v: string | null | undefined) => (v && v.length >= 16 ? v.slice(11, 16) : '');
const date = (v: string | null | undefined) => (v ? `${v.slice(8, 10)}.${v.slice(5, 7)}.${v.slice(0, 4)}` : '');

/** The times of a window as the orders carry them (wall clock; 00:00 is no time): 08:00–10:00, 'ab 08:00' or all day. */
export function windowTimes(von: string | null | undefined, bis: string | null | undefined, texts: DispoTexts): string {
  if (!von) return '';
  const [a, b] = [time(von), time(bis)];
  if (a === '00:00' && (!b || b === '00:00')) return texts.ganztaegig;
  if (!b || b === '00:00' || bis!.slice(0, 16) <= von.slice(0, 16)) return fill(texts.zeitAb, a);
  return `${a}–${b}`;
}

/** The start of a window for the bar's short text: its time, or all day when it has none. */
export function windowStart(von: string | null | undefined, texts: DispoTexts): string {
  if (!von) return '';
  const t = time(von);
  return !t || t === '00:00' ? texts.ganztaegig : t;
}

const placeText = (p: DispoPlace | null) =>
  p ? [p.plz, p.ort].filter(Boolean).join(' ') + (p.lkz && p.lkz !== 'DE' ? ` (${p.lkz})` : '') : '';

/** The board's row of an order with its places. */
export function dispoRow(order: DispoOrder, places: DispoPlaces | undefined, texts: DispoTexts): DispoRow {
  const from = places?.abholung ?? null;
  const to = places?.zustellung ?? null;
  const abholZeiten = windowTimes(order.abholDatumVon, order.abholDatumBis, texts);
  const zustellZeiten = windowTimes(order.zustellDatumVon, order.zustellDatumBis, texts);
  return {
    id: order.id,
    spedeigennr: order.spedeigennr,
    status: order.status?.kurzBezeichnung ?? '',
    strecke: fill(texts.strecke, from?.ort ?? '?', to?.ort ?? '?'),
    abholung: placeText(from),
    abholfenster: [date(order.abholDatumVon), abholZeiten].filter(Boolean).join(' '),
    abholZeiten,
    abholAb: windowStart(order.abholDatumVon, texts),
    abholVon: order.abholDatumVon ?? null,
    abholBis: order.abholDatumBis ?? null,
    abholBreite: from?.breite ?? null,
    abholLaenge: from?.laenge ?? null,
    zustellung: placeText(to),
    zustellfenster: [date(order.zustellDatumVon), zustellZeiten].filter(Boolean).join(' '),
    zustellZeiten,
    zustellAb: windowStart(order.zustellDatumVon, texts),
    zustellVon: order.zustellDatumVon ?? null,
    zustellBis: order.zustellDatumBis ?? null,
    zustellBreite: to?.breite ?? null,
    zustellLaenge: to?.laenge ?? null,
    gewicht: order.sumBruttoGewicht ?? null,
  };
}

/** Whether a window (von…bis, or von's day) touches the day. */
const touches = (von: string | null, bis: string | null, day: string) =>
  !!von && von.slice(0, 10) <= day && (bis && bis.slice(0, 10) >= von.slice(0, 10) ? bis : von).slice(0, 10) >= day;

/** The rows whose pick-up or delivery window touches the day: the transport orders of the day. */
export function rowsOfDay(rows: DispoRow[], day: string): DispoRow[] {
  return rows.filter((r) => touches(r.abholVon, r.abholBis, day) || touches(r.zustellVon, r.zustellBis, day));
}

/** Orders of both searches (by pick-up and by delivery date) once each, by pick-up time, then number. */
export function mergeOrders(...lists: DispoOrder[][]): DispoOrder[] {
  const byId = new Map<number, DispoOrder>();
  for (const o of lists.flat()) byId.set(o.id, o);
  const key = (o: DispoOrder) => o.abholDatumVon ?? o.zustellDatumVon ?? '';
  return [...byId.values()].sort((a, b) => key(a).localeCompare(key(b)) || a.spedeigennr.localeCompare(b.spedeigennr));
}
