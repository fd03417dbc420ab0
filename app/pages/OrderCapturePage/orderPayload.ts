/** The capture form's flat data (schemas/screens/auftrag.screen.json). */
export type CaptureData = Record<string, unknown> & { auftragspositionen?: Record<string, unknown>[] };
type Json = Record<string, unknown>;

const PARTIES = ['absender', 'empfaenger'] as const;
const ADDRESS_FIELDS = ['Name', 'Strasse', 'Hausnummer', 'Lkz', 'Plz', 'Ort', 'Kontakt', 'Telefon'] as const;
const blank = (v: unknown) => v === undefined || v === null || v === '';
const ref = (id: unknown) => (blank(id) || Number(id) < 0 ? null : { id: Number(id) });

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** Next working day (Saturday and Sunday skipped, orders.md §9). */
export function nextWorkingDay(iso: string, days = 1): string {
  let next = addDays(iso, days);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}

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

/** Reset defaults (orders.md §4): Frankatur 5, Verkehrsart 1, date prefills per switch, delivery = pick-up + offset. */
export function captureDefaults(config: Record<string, string>, today = new Date().toISOString().slice(0, 10)): CaptureData {
  const abhol = config.isBeladedatumVorbelegen === 'true' ? today : undefined;
  const offset = Number(config.zustelldatum_offset ?? config.zustelldatum_off ?? 1) || 1;
  const zustell = config.isEntladedatumVorbelegen === 'true' ? nextWorkingDay(abhol ?? today, offset) : undefined;
  return { frankatur: 5, verkehrsart: 1, absenderLkz: 'DE', empfaengerLkz: 'DE', abholDatum: abhol, zustellDatum: zustell, auftragspositionen: [] };
}

/** The save payload of orders.md §3 from the form: status 1 and typ 0 for new orders, reference cut to 20 (omitted in variant B). */
export function toPayload(data: CaptureData, variant: string): Json {
  const party = (p: (typeof PARTIES)[number]) => {
    const a = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f.toLowerCase(), data[`${p}${f}`]]).filter(([, v]) => !blank(v)));
    return Object.keys(a).length ? a : null;
  };
  const positions = (data.auftragspositionen ?? []).filter((p) => Object.entries(p).some(([k, v]) => k !== 'laufendePosition' && !blank(v)))
    .map((p, i) => ({ ...Object.fromEntries(Object.entries(p).filter(([, v]) => !blank(v))), laufendePosition: i + 1 }));
  const payload: Json = {
    status: { id: 1 }, typ: 0, frankatur: ref(data.frankatur) ?? { id: 5 }, verkehrsart: ref(data.verkehrsart), terminkennzeichen: ref(data.terminart),
    partnerReferenz: data.partnerReferenz ?? null, empfaengerReferenz: data.empfaengerReferenz ?? null,
    absender: party('absender'), empfaenger: party('empfaenger'),
    abholDatumVon: timestamp(data.abholDatum), zustellDatumVon: timestamp(data.zustellDatum, data.zustellZeitVon),
    zustellDatumBis: timestamp(data.zustellDatum, data.zustellZeitBis),
    nachnahmeBetrag: blank(data.nachnahmeBetrag) ? null : data.nachnahmeBetrag,
    dispohinweis: data.dispohinweis ?? null, hinweis: data.hinweis ?? null, zollvermerk: data.zollvermerk ?? null,
    auftragspositionen: positions, auftragServices: [], auftragZusLademittel: [],
  };
  if (variant !== 'B' && !blank(data.spedfremdnr)) payload.spedfremdnr = String(data.spedfremdnr).slice(0, 20);
  if (!blank(data.copyId)) payload.copyId = data.copyId;
  if (!blank(data.vorlageAuftragId)) payload.vorlageAuftragId = data.vorlageAuftragId;
  return payload;
}

/** The form data of a stored order (edit), a template's prefilled order or a copy. */
export function fromOrder(order: Json): CaptureData {
  const data: CaptureData = {
    spedeigennr: order.spedeigennr, partnerReferenz: order.partnerReferenz, spedfremdnr: order.spedfremdnr, empfaengerReferenz: order.empfaengerReferenz,
    frankatur: (order.frankatur as Json | null)?.id, verkehrsart: (order.verkehrsart as Json | null)?.id, terminart: (order.terminkennzeichen as Json | null)?.id,
    abholDatum: typeof order.abholDatumVon === 'string' ? order.abholDatumVon.slice(0, 10) : undefined,
    zustellDatum: typeof order.zustellDatumVon === 'string' ? order.zustellDatumVon.slice(0, 10) : undefined,
    zustellZeitVon: timeOf(order.zustellDatumVon), zustellZeitBis: timeOf(order.zustellDatumBis),
    nachnahmeBetrag: order.nachnahmeBetrag, dispohinweis: order.dispohinweis, hinweis: order.hinweis, zollvermerk: order.zollvermerk,
    statusId: (order.status as Json | null)?.id, vorlageAuftragId: order.vorlageAuftragId,
    auftragspositionen: ((order.auftragspositionen ?? []) as Json[]).map((p) => ({ ...p })),
  };
  for (const p of PARTIES) {
    const a = (order[p] ?? {}) as Json;
    for (const f of ADDRESS_FIELDS) data[`${p}${f}`] = a[f.toLowerCase()] ?? undefined;
  }
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null)) as CaptureData;
}

/** A copy (orders.md §4): no id, number, status, partner reference, kf_id, spot price or position ids; remembers the source. */
export function asCopy(data: CaptureData, sourceId: number): CaptureData {
  const { spedeigennr: _n, statusId: _s, partnerReferenz: _p, ...rest } = data;
  return { ...rest, copyId: sourceId, auftragspositionen: (data.auftragspositionen ?? []).map(({ id: _id, ...p }) => p) };
}
