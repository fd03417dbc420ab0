import { getAt } from '../../engine/core';
import { formatDate, formatDateTime, formatNumber, toNumber } from './layout';
import { text } from './data';

type Json = Record<string, unknown>;

/** The positions of an order that carry anything (the form's trailing empty row is never stored, but older data may hold one). */
export function positionsOf(daten: Json): Json[] {
  const list = (daten.auftragspositionen as Json[] | undefined) ?? [];
  return list.filter(
    (p) =>
      p.warengutBezeichnung ||
      toNumber(p.bruttoGewicht) ||
      toNumber(p.verpackungAnzahl) ||
      toNumber(p.lademittelAnzahl),
  );
}

/**
 * Packages of a position: load carriers for unit Lademittel (verpackungseinheit 2), else packagings (orders.md §3), the other
 * count when the chosen one is empty, at least one for a position with goods.
 */
export function packageCount(p: Json): number {
  const packs = toNumber(p.verpackungAnzahl) ?? 0;
  const carriers = toNumber(p.lademittelAnzahl) ?? 0;
  const chosen = Number(p.verpackungseinheit) === 2 ? carriers || packs : packs || carriers;
  return Math.max(1, Math.round(chosen));
}

/** Volume of a position: the stored cbm, else length × width × height × count (orders.md §9). */
export function volumeOf(p: Json): number | undefined {
  const stored = toNumber(p.volumenCBM);
  if (stored !== undefined) return stored;
  const [l, b, h] = [toNumber(p.laengeCM), toNumber(p.breiteCM), toNumber(p.hoeheCM)];
  if (!l || !b || !h) return undefined;
  const count = Number(p.verpackungseinheit) === 2 ? toNumber(p.lademittelAnzahl) : toNumber(p.verpackungAnzahl);
  return Math.round((l / 100) * (b / 100) * (h / 100) * (count ?? 1) * 1000) / 1000;
}

/**
 * Loading metres of a position: the stored value, else width × length × load carriers / 2.4 rounded up to 0.1 (orders.md §9,
 * the capture form's rule) when the position has load carriers and both dimensions.
 */
export function ldmOf(p: Json): number | undefined {
  const stored = toNumber(p.lademeter);
  if (stored !== undefined) return stored;
  const [l, b, n] = [toNumber(p.laengeCM), toNumber(p.breiteCM), toNumber(p.lademittelAnzahl)];
  return l && b && n ? Math.ceil((((b / 100) * (l / 100) * n) / 2.4) * 10 - 1e-9) / 10 : undefined;
}

/** The row a position table reads: the stored position plus the texts the report documents name as fields. */
export function positionRow(p: Json): Json {
  const dims = [p.laengeCM, p.breiteCM, p.hoeheCM].map((d) => formatNumber(d, 1));
  const count = (n: unknown, what: unknown) => (toNumber(n) ? `${formatNumber(n, 0)} ${text(what)}`.trim() : '');
  return {
    ...p,
    verpackungText: count(p.verpackungAnzahl, p.verpackung),
    lademittelText: count(p.lademittelAnzahl, p.lademittel),
    masse: dims.some(Boolean) ? `${dims.map((d) => d || '–').join(' × ')}` : '',
    volumen: volumeOf(p),
    ldm: ldmOf(p),
    packstuecke: packageCount(p),
    packstueckArt: text(
      Number(p.verpackungseinheit) === 2 ? (p.lademittel ?? p.verpackung) : (p.verpackung ?? p.lademittel),
    ),
  };
}

/** The dangerous-goods lines of a position. */
export const dangerousGoods = (p: Json): Json[] =>
  ((p.auftragsgefahrgueter as Json[] | undefined) ?? []).filter((g) => g.gefahrgutUnnr || g.gefahrgutklasse);

/** One dangerous-goods line in the words of `template` ({unnr}, {bezeichnung}, {klasse}, {code}, {anzahl}, {verpackung}, {menge}). */
export function dangerousGoodsText(g: Json, template: string): string {
  const klasse = (g.gefahrgutklasse as Json | undefined) ?? {};
  const unnr = String((g.gefahrgutUnnr as Json | undefined)?.unnr ?? klasse.unnr ?? '');
  const menge =
    toNumber(g.liter) !== undefined ? `${formatNumber(g.liter, 3)} l` : `${formatNumber(g.nettoGewicht, 3)} kg netto`;
  const vars: Record<string, string> = {
    unnr,
    bezeichnung: String(klasse.bezeichnung ?? ''),
    klasse: String(klasse.klasse ?? ''),
    code: String(klasse.klassifizierung ?? ''),
    anzahl: formatNumber(g.anzahl, 0),
    verpackung: text(g.verpackung),
    menge,
    brutto: formatNumber(g.bruttoGewicht, 3),
  };
  // Blank values leave no empty brackets or doubled commas behind.
  return template
    .replace(/\{(\w+)\}/g, (_m, k: string) => vars[k] ?? '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/[\s,]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const FORMATS: Record<string, (v: unknown) => string> = {
  text,
  int: (v) => formatNumber(v, 0),
  kg: (v) => formatNumber(v, 2),
  dec1: (v) => formatNumber(v, 1, 1),
  dec2: (v) => formatNumber(v, 2, 2),
  dec3: (v) => formatNumber(v, 3),
  date: formatDate,
  datetime: formatDateTime,
};

/** A cell of a document column: the row's value at `field` written in `format`. */
export function cell(row: Json, field: string, format = 'text'): string {
  return (FORMATS[format] ?? text)(getAt(row, field));
}

/** Sums of an order's positions: packages, load carriers, gross weight, loading metres, volume. */
export function totals(daten: Json): {
  packstuecke: number;
  lademittel: number;
  verpackungen: number;
  gewicht: number;
  ldm: number;
  cbm: number;
} {
  const ps = positionsOf(daten);
  const sum = (f: (p: Json) => number | undefined) => ps.reduce((s, p) => s + (f(p) ?? 0), 0);
  return {
    packstuecke: sum(packageCount),
    lademittel: sum((p) => toNumber(p.lademittelAnzahl)),
    verpackungen: sum((p) => toNumber(p.verpackungAnzahl)),
    gewicht: sum((p) => toNumber(p.bruttoGewicht)),
    ldm: Math.round(sum(ldmOf) * 10) / 10,
    cbm: Math.round(sum(volumeOf) * 1000) / 1000,
  };
}
