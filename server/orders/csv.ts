import { toCsv } from '../../engine/core';

type Json = Record<string, unknown>;
const at = (o: Json, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Json)[k] : undefined), o);
const de = (v: unknown) => (typeof v === 'number' ? v.toLocaleString('de-DE', { maximumFractionDigits: 3 }) : v);
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? `${v.slice(8, 10)}.${v.slice(5, 7)}.${v.slice(0, 4)}` : v);

/** Columns of the server-side order CSV (selected orders and the monthly export): header and read-form path. */
export const CSV_COLUMNS: [header: string, path: string, kind?: 'date'][] = [
  ['Auftragsnummer', 'spedeigennr'], ['Status', 'status.kurzBezeichnung'], ['Erfassungsdatum', 'datum', 'date'],
  ['Mandant', 'mandant.name'], ['Referenz', 'spedfremdnr'], ['Empfängerreferenz', 'empfaengerReferenz'],
  ['Absender', 'absender.name'], ['Absender LKZ', 'absender.lkz'], ['Absender PLZ', 'absender.plz'], ['Absender Ort', 'absender.ort'],
  ['Empfänger', 'empfaenger.name'], ['Empfänger LKZ', 'empfaenger.lkz'], ['Empfänger PLZ', 'empfaenger.plz'], ['Empfänger Ort', 'empfaenger.ort'],
  ['Abholdatum', 'abholDatumVon', 'date'], ['Zustelldatum', 'zustellDatumVon', 'date'], ['Frankatur', 'frankatur.kurzBezeichnung'],
  ['Verkehrsart', 'verkehrsart.kurzBezeichnung'], ['Packstücke', 'sumVerpackungAnzahl'], ['Lademittel', 'sumLademittelAnzahl'],
  ['Gewicht kg', 'sumBruttoGewicht'], ['Gefahrgut', 'mitGefahrguetern'], ['Nachnahme', 'nachnahmeBetrag'],
  ['Preis', 'berechnBetrag'], ['Währung', 'berechnWaehrung.bezeichnungKurz'], ['Hinweis', 'hinweis'],
];

function cell(order: Json, path: string, kind?: 'date'): unknown {
  const value = at(order, path);
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  return kind === 'date' ? day(value) : de(value);
}

/** Orders as CSV with the header line (semicolon, quoted, formula-safe: engine/core toCsv). */
export function ordersToCsv(orders: Json[], header = true): string {
  const rows = orders.map((o) => CSV_COLUMNS.map(([, path, kind]) => cell(o, path, kind)));
  return toCsv(header ? [CSV_COLUMNS.map(([h]) => h), ...rows] : rows);
}
