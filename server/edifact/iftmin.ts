import { dtm, interchange, type Envelope } from './envelope';
import { decimal, segment, type EdifactCharset } from './syntax';

type Json = Record<string, unknown>;

/** The order as the IFTMIN writer reads it: own number and the stored order document (orders.md §3). */
export interface OrderForMessage {
  spedeigennr: string;
  daten: Json;
}

/** BGM 1225: 9 = original, 5 = replacement (sent again), 1 = cancellation (the hand-over was cancelled in the portal). */
export type MessageFunction = '9' | '5' | '1';

const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
const str = (v: unknown): string | undefined =>
  v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim();
/** At most n characters: the length of the data element (an..35 for names, streets, places). */
const cut = (v: unknown, n = 35) => str(v)?.slice(0, n);
/** A filled address object (an address without a name is not sent). */
const address = (v: unknown) => (str(obj(v)?.name) ? obj(v) : undefined);

// Frankaturen whose freight the consignee pays ('ab Werk', 'unfrei'): the freight payer is then the consignee.
const CONSIGNEE_PAYS = new Set([1, 2]);

/** NAD with structured name (C080), street (C059), city, postcode and country, then its contact (CTA/COM). */
function party(cs: EdifactCharset, role: string, a: Json): string[] {
  const street = [str(a.strasse), str(a.hausnummer), str(a.zusatz)].filter(Boolean).join(' ');
  const country = str(a.lkz) ?? str(obj(a.land)?.lkz);
  const out = [
    segment(
      cs,
      'NAD',
      role,
      null,
      null,
      [cut(a.name), cut(a.zeile2), cut(a.zeile3)],
      cut(street),
      cut(a.ort),
      null,
      cut(a.plz, 9),
      cut(country, 3),
    ),
  ];
  if (str(a.kontakt) || str(a.telefon)) {
    out.push(segment(cs, 'CTA', 'IC', [null, cut(a.kontakt)]));
    if (str(a.telefon)) out.push(segment(cs, 'COM', [cut(a.telefon, 512), 'TE']));
  }
  return out;
}

/** The parties: consignor CZ, consignee CN, freight payer FP, loading place SF, unloading place DP (docs/edifact.md). */
function parties(cs: EdifactCharset, d: Json): string[] {
  const consignor = address(d.absender) ?? address(d.absenderAdresse);
  const consignee = address(d.empfaenger) ?? address(d.empfaengerAdresse);
  const invoice =
    address(d.abweichendeRechnungsempfaenger) ??
    address(d.rechnungsempfaenger) ??
    address(d.rechnungsempfaengerAdresse);
  const payer = invoice ?? (CONSIGNEE_PAYS.has(Number(obj(d.frankatur)?.id)) ? consignee : consignor);
  const loading = address(d.abweichendeAbholer) ?? consignor;
  const unloading = address(d.abweichendeEmpfaenger) ?? consignee;
  const roles: [string, Json | undefined][] = [
    ['CZ', consignor],
    ['CN', consignee],
    ['FP', payer],
    ['SF', loading],
    ['DP', unloading],
  ];
  return roles.flatMap(([role, a]) => (a ? party(cs, role, a) : []));
}

/** One dangerous-goods line: DGS (ADR, class, UN number), its name and notes (FTX AAD) and weights. */
function dangerous(cs: EdifactCharset, line: Json): string[] {
  const klasse = obj(line.gefahrgutklasse) ?? {};
  const unnr = str(obj(line.gefahrgutUnnr)?.unnr) ?? str(klasse.unnr);
  const notes = [
    str(klasse.bezeichnung),
    line.begrenztemenge ? 'begrenzte Menge' : undefined,
    line.umweltgefaehrdend ? 'umweltgefährdend' : undefined,
  ].filter(Boolean) as string[];
  return [
    segment(cs, 'DGS', 'ADR', cut(klasse.klasse, 7), cut(unnr, 4)),
    ...(notes.length
      ? [
          segment(
            cs,
            'FTX',
            'AAD',
            null,
            null,
            notes.map((n) => n.slice(0, 512)),
          ),
        ]
      : []),
    ...weights(cs, line),
  ];
}

/** MEA of the gross (G) and net (N) weight in kg, where given. */
function weights(cs: EdifactCharset, item: Json): string[] {
  return (
    [
      ['G', decimal(item.bruttoGewicht)],
      ['N', decimal(item.nettoGewicht)],
    ] as const
  )
    .filter(([, v]) => v !== undefined)
    .map(([q, v]) => segment(cs, 'MEA', 'WT', q, ['KGM', v]));
}

/** A goods item: GID with packages and load carriers, description, weights, volume, dimensions, delivery note, dangerous goods. */
function goodsItem(cs: EdifactCharset, p: Json, i: number): string[] {
  const packages = (count: unknown, kind: unknown) => {
    const k = obj(kind);
    return str(count) || k
      ? [str(count), str(k?.id), null, k ? 'ZZZ' : null, cut(k?.value ?? k?.langBezeichnung)]
      : null;
  };
  const dims = [decimal(p.laengeCM, 1), decimal(p.breiteCM, 1), decimal(p.hoeheCM, 1)];
  const lines = Array.isArray(p.auftragsgefahrgueter) ? (p.auftragsgefahrgueter as Json[]) : [];
  return [
    segment(
      cs,
      'GID',
      str(p.laufendePosition) ?? String(i + 1),
      packages(p.verpackungAnzahl, p.verpackung),
      packages(p.lademittelAnzahl, p.lademittel),
    ),
    ...(str(p.warengutBezeichnung) ? [segment(cs, 'FTX', 'AAA', null, null, [cut(p.warengutBezeichnung, 512)])] : []),
    ...weights(cs, p),
    ...(decimal(p.volumenCBM) ? [segment(cs, 'MEA', 'AAE', 'AAW', ['MTQ', decimal(p.volumenCBM)])] : []),
    ...(dims.some(Boolean) ? [segment(cs, 'DIM', '1', ['CMT', ...dims])] : []),
    ...(str(p.lieferschein) ? [segment(cs, 'RFF', ['DQ', cut(p.lieferschein)])] : []),
    ...lines.flatMap((l) => dangerous(cs, l)),
  ];
}

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
