import type { Db } from '../db';
import { namePositionCodes } from './positionNames';
import { referenceId } from './references';

type Json = Record<string, unknown>;
type Position = Json & {
  bruttoGewicht?: number | null;
  verpackungAnzahl?: number | null;
  lademittelAnzahl?: number | null;
  auftragsgefahrgueter?: Json[] | null;
  mitGefahrguetern?: boolean | null;
};

/** Fields the server owns: never taken from a request body. */
const SERVER_FIELDS = [
  'id',
  'spedeigennr',
  'status',
  'typ',
  'kf_id',
  'kalkulationsFolgeId',
  'datumErfasst',
  'datumgeaendert',
  'erfasser',
  'aenderer',
  'sdstId',
  'auftragshistorie',
  'abliefernachweis',
  'abliefernachweisExists',
  'signatur',
  'dokumentenverweise',
  'berechnBetrag',
  'berechnWaehrung',
  'mandant',
  'absenderAdresse',
  'empfaengerAdresse',
  'rechnungsempfaengerAdresse',
  'nachnahmeempfaengerAdresse',
  'sumBruttoGewicht',
  'sumLademittelAnzahl',
  'sumVerpackungAnzahl',
  'sumPackstueckAnzahl',
  'version',
];

/** Code lists whose short designation the list shows next to the id the form sends. */
const CODE_FIELDS: [field: string, table: string][] = [
  ['frankatur', 'frankatur'],
  ['verkehrsart', 'verkehrsart'],
  ['terminkennzeichen', 'terminkennzeichen'],
  ['zustellkennzeichen', 'zustellkennzeichen'],
  ['anlieferkennzeichen', 'anlieferkennzeichen'],
  ['sperrigkeit', 'sperrigkeit'],
  ['metrokennung', 'metrokennung'],
];

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const sum = (list: Position[], key: keyof Position) => list.reduce((s, p) => s + (Number(p[key]) || 0), 0);

/** Only filled dangerous-goods lines are kept (orders.md §3 Order save payload), numbered 1, 2, 3 … as the form numbers them. */
function filledLines(lines: Json[] | null | undefined): Json[] {
  return (lines ?? [])
    .filter((l) => l.gefahrgutklasse && l.anzahl && l.verpackung && l.bruttoGewicht && (l.liter || l.nettoGewicht))
    .map((l, i) => ({ ...l, laufendeNummer: i + 1 }));
}

/** Totals and flags derived from the positions, so list, sidebar and export never recompute them. */
export function derivedFields(positions: Position[]): Json {
  const withLines = positions.map((p) => {
    const lines = filledLines(p.auftragsgefahrgueter);
    return { ...p, auftragsgefahrgueter: lines, mitGefahrguetern: lines.length > 0 };
  });
  return {
    auftragspositionen: withLines,
    mitGefahrguetern: withLines.some((p) => p.mitGefahrguetern),
    sumBruttoGewicht: round3(sum(withLines, 'bruttoGewicht')),
    sumVerpackungAnzahl: sum(withLines, 'verpackungAnzahl'),
    sumLademittelAnzahl: sum(withLines, 'lademittelAnzahl'),
    sumPackstueckAnzahl: sum(withLines, 'verpackungAnzahl') + sum(withLines, 'lademittelAnzahl'),
  };
}

/** The read-form address aliases the list and templates use (absenderAdresse = absender, …). */
export function addressAliases(doc: Json): Json {
  return {
    absenderAdresse: doc.absender ?? null,
    empfaengerAdresse: doc.empfaenger ?? null,
    rechnungsempfaengerAdresse: doc.rechnungsempfaenger ?? doc.abweichendeRechnungsempfaenger ?? null,
    nachnahmeempfaengerAdresse: doc.nachnahmeempfaenger ?? null,
  };
}

/** The lower-cased text the free-text search matches: numbers, references, parties, places, delivery notes. */
export function searchText(nr: string, doc: Json): string {
  const party = (a: unknown) => {
    const x = (a ?? {}) as Json;
    return [x.name, x.plz, x.ort, x.matchcode];
  };
  const positions = (doc.auftragspositionen ?? []) as Position[];
  return [
    nr,
    doc.spedfremdnr,
    doc.partnerReferenz,
    doc.empfaengerReferenz,
    ...party(doc.absender),
    ...party(doc.empfaenger),
    ...positions.map((p) => p.lieferschein),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** Adds kurzBezeichnung to the code references and bezeichnungKurz to the currency, as the lists show them. */
export async function describeCodes(db: Db, doc: Json): Promise<Json> {
  const out: Json = { ...doc };
  for (const [field, table] of CODE_FIELDS) {
    const ref = doc[field] as { id?: number } | null | undefined;
    if (ref?.id == null || ref.id < 0) {
      out[field] = null;
      continue;
    }
    const {
      rows: [row],
    } = await db.query<{ k: string }>(`SELECT kurz_bezeichnung AS k FROM ${table} WHERE id = $1`, [ref.id]);
    out[field] = { ...ref, kurzBezeichnung: row?.k ?? null };
  }
  const currency = doc.nachnahmeWaehrung as { id?: number } | null | undefined;
  if (currency?.id != null) {
    const {
      rows: [row],
    } = await db.query<{ k: string }>('SELECT bezeichnung_kurz AS k FROM waehrung WHERE id = $1', [currency.id]);
    out.nachnahmeWaehrung = { id: currency.id, bezeichnungKurz: row?.k ?? null };
  }
  return out;
}

/** The stored document of a save body: server-owned fields dropped, codes described, totals derived. */
export async function toDocument(db: Db, body: Json): Promise<Json> {
  const doc: Json = Object.fromEntries(Object.entries(body).filter(([k]) => !SERVER_FIELDS.includes(k)));
  const numbered = ((body.auftragspositionen ?? []) as Position[]).map((p, i) => ({
    ...p,
    laufendePosition: i + 1,
    auftptNum: i + 1,
  }));
  const positions = await namePositionCodes(db, await describeDangerousGoods(db, numbered));
  // Running numbers are the server's, like laufendePosition: the form's sequence columns are read-only.
  if (Array.isArray(doc.auftragZusLademittel))
    doc.auftragZusLademittel = (doc.auftragZusLademittel as Json[]).map((z, i) => ({ ...z, anzFolge: i + 1 }));
  const described = await describeCodes(db, doc);
  const full = { ...described, ...derivedFields(positions) };
  // abweichendeBeladung: a deviating pick-up address without a neutral sender (orders.md §4).
  full.abweichendeBeladung = Boolean(full.abweichendeAbholer) && !full.neutralerAbsender;
  return { ...full, ...addressAliases(full) };
}

/** yyyy-mm-dd of an ISO date or timestamp, or null. */
export function dateOnly(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** Class data of an ADR entry as the capture form keeps it on a line (the UN number travels apart, as gefahrgutUnnr). */
const ADR_SELECT = `SELECT id, unnr, bezeichnung, sondervorschrift, gefahrzettel, klasse, abfall, klassifizierung, verpackungscode, version
  FROM gefahrgut WHERE id = ANY($1::int[])`;

/**
 * The dangerous-goods lines with class and UN number taken from the ADR list by id: the form shows them read-only and
 * papers print them, so a name or class the request carries is never stored. An id the list no longer has keeps its data.
 */
export async function describeDangerousGoods(db: Db, positions: Position[]): Promise<Position[]> {
  const lines = positions.flatMap((p) => p.auftragsgefahrgueter ?? []);
  const ids = [
    ...new Set(
      lines
        .flatMap((l) => [referenceId(l.gefahrgutklasse), referenceId(l.gefahrgutUnnr)])
        .filter((id) => id !== undefined),
    ),
  ];
  if (!ids.length) return positions;
  const { rows } = await db.query<Json & { id: number; unnr: string }>(ADR_SELECT, [ids]);
  const byId = new Map(rows.map(({ unnr, ...klasse }) => [klasse.id, { klasse, unnr: { id: klasse.id, unnr } }]));
  const line = (l: Json): Json => {
    const klasse = byId.get(referenceId(l.gefahrgutklasse) ?? 0)?.klasse;
    const unnr = byId.get(referenceId(l.gefahrgutUnnr) ?? 0)?.unnr;
    return { ...l, ...(klasse && { gefahrgutklasse: klasse }), ...(unnr && { gefahrgutUnnr: unnr }) };
  };
  return positions.map((p) =>
    p.auftragsgefahrgueter ? { ...p, auftragsgefahrgueter: p.auftragsgefahrgueter.map(line) } : p,
  );
}
