import { schemaAt, type ScreenDocument } from '../../../engine/core';
import { servicePayload } from './services';

/** The capture form's data (schemas/screens/auftragserfassung.screen.json): already the order's shape, plus the form-only parts below. */
export type CaptureData = Record<string, unknown> & { auftragspositionen?: Record<string, unknown>[] };
type Json = Record<string, unknown>;

/** Form-only data: dialog scratch fields, the address mode toggles, the overview and the split date/time fields. */
const FORM_ONLY = [
  'zusLademittelAnzahl',
  'adressModus',
  'adressSuche',
  'uebersicht',
  'gefahrgutPosition',
  'gefahrgutZeilen',
  'serviceEdit',
  'vorlage',
  'beladedatum',
  'beladezeitVon',
  'beladezeitBis',
  'entladedatum',
  'entladezeitVon',
  'entladezeitBis',
  'id',
  'status',
  'spedeigennr',
];
/** Code references sent as {id}; an id below 0 (verkehrsart -1 after reset) means none. */
const CODES = [
  'frankatur',
  'verkehrsart',
  'terminkennzeichen',
  'zustellkennzeichen',
  'anlieferkennzeichen',
  'sperrigkeit',
  'metrokennung',
  'nachnahmeWaehrung',
];
const blank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (typeof v === 'object' && !Array.isArray(v) && Object.values(v as Json).every(blank));

/** A timestamp of a date and an optional hh:mm (missing time = 00:00, orders.md §4). */
export function timestamp(date: unknown, time?: unknown): string | null {
  if (blank(date)) return null;
  return `${String(date).slice(0, 10)}T${blank(time) ? '00:00' : String(time)}:00.000Z`;
}
/** The hh:mm of a timestamp; 00:00 is shown empty (orders.md §4). */
export function timeOf(value: unknown): string | undefined {
  const t = typeof value === 'string' ? value.slice(11, 16) : '';
  return t && t !== '00:00' ? t : undefined;
}
const dateOf = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : undefined);

/** Drops blanks (and objects of blanks) so the payload carries only what was entered. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Json)
        .filter(([, v]) => !blank(v))
        .map(([k, v]) => [k, compact(v)]),
    );
  }
  return value;
}

/**
 * The save payload of orders.md §3 from the form: status 1 and typ 0 for new orders, the sender reference cut to the maxLength
 * the resolved capture document gives it (20; 35 in variant B by its overlay), as the server cuts it.
 */
export function toPayload(data: CaptureData, document: ScreenDocument): Json {
  const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !FORM_ONLY.includes(k)));
  const payload = compact(rest) as Json;
  for (const code of CODES) {
    const id = (data[code] as Json | undefined)?.id;
    payload[code] = blank(id) || Number(id) < 0 ? null : { id: Number(id) };
  }
  payload.auftragspositionen = ((payload.auftragspositionen ?? []) as Json[])
    .filter((p) => Object.keys(p).some((k) => k !== 'laufendePosition'))
    .map((p, i) => ({
      ...p,
      laufendePosition: i + 1,
      mitGefahrguetern: ((p.auftragsgefahrgueter ?? []) as unknown[]).length > 0,
    }));
  payload.mitGefahrguetern = (payload.auftragspositionen as Json[]).some((p) => p.mitGefahrguetern);
  payload.auftragServices = servicePayload((data.auftragServices ?? []) as Json[]);
  payload.auftragZusLademittel ??= [];
  payload.abweichendeBeladung = !blank(data.abweichendeAbholer) && blank(data.neutralerAbsender);
  Object.assign(payload, {
    status: { id: 1 },
    typ: 0,
    datum: timestamp(data.datum) ?? undefined,
    abholDatumVon: timestamp(data.beladedatum, data.beladezeitVon),
    abholDatumBis: timestamp(data.beladedatum, data.beladezeitBis),
    zustellDatumVon: timestamp(data.entladedatum, data.entladezeitVon),
    zustellDatumBis: timestamp(data.entladedatum, data.entladezeitBis),
  });
  const cut = schemaAt(document.dataSchema, 'spedfremdnr')?.maxLength;
  if (blank(data.spedfremdnr)) delete payload.spedfremdnr;
  else payload.spedfremdnr = String(data.spedfremdnr).slice(0, cut);
  return payload;
}

/** The form data of a stored order (edit), a template's prefilled order or a copy: the order itself plus split dates and times. */
export function fromOrder(order: Json): CaptureData {
  const data: CaptureData = {
    ...order,
    datum: dateOf(order.datum),
    beladedatum: dateOf(order.abholDatumVon),
    beladezeitVon: timeOf(order.abholDatumVon),
    beladezeitBis: timeOf(order.abholDatumBis),
    entladedatum: dateOf(order.zustellDatumVon),
    entladezeitVon: timeOf(order.zustellDatumVon),
    entladezeitBis: timeOf(order.zustellDatumBis),
    auftragspositionen: ((order.auftragspositionen ?? []) as Json[]).map((p) => ({ ...p })),
  };
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null)) as CaptureData;
}

/** What a stored order's history says about that order only (capturer, changer, timeline, proof, price): a copy starts without it. */
const HISTORY = [
  'erfasser',
  'aenderer',
  'datumErfasst',
  'datumgeaendert',
  'sdstId',
  'auftragshistorie',
  'abliefernachweis',
  'abliefernachweisExists',
  'signatur',
  'dokumentenverweise',
  'berechnBetrag',
  'berechnWaehrung',
  'version',
];

/**
 * A copy (orders.md §4): no id, number, status, partner reference, kf_id, spot price or position ids, and none of the source's
 * history (capturer, changer, timeline); datum now; remembers the source. The server sets the capturer from the session.
 */
export function asCopy(
  data: CaptureData,
  sourceId: number,
  today = new Date().toISOString().slice(0, 10),
): CaptureData {
  const {
    id: _i,
    spedeigennr: _n,
    status: _s,
    partnerReferenz: _p,
    partnerreferenz: _q,
    kf_id: _k,
    kalkulationsFolgeId: _f,
    spotpreisnr: _x,
    ...kept
  } = data;
  const rest = Object.fromEntries(Object.entries(kept).filter(([k]) => !HISTORY.includes(k)));
  return {
    ...rest,
    datum: today,
    copyId: sourceId,
    auftragspositionen: (data.auftragspositionen ?? []).map(({ id: _id, ...p }) => p),
  };
}
