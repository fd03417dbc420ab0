/** Fixtures of the order capture API tests: a complete order in the save shape (orders.md §3), as the capture page sends it. */
export type Json = Record<string, unknown>;
/** One notification of an error answer. */
export type Answer = { id: string; fieldname: string | null; severity: string; header: string; message: string };
/** yyyy-mm-dd of today plus offset days. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The engine's text for a missing mandatory field. */
export const REQUIRED = 'Feld ist ein Pflichtfeld. Bitte ausfüllen.';

/** A filled order position. */
export const position = (extra: Json = {}): Json => ({
  laufendePosition: 1,
  verpackungAnzahl: 4,
  warengutBezeichnung: 'Papierrollen',
  bruttoGewicht: 812.5,
  ...extra,
});
/** A complete dangerous-goods line (UN 1263 Farbe). */
export const line = (extra: Json = {}): Json => ({
  laufendeNummer: 1,
  gefahrgutklasse: { id: 1263 },
  gefahrgutUnnr: { unnr: '1263', id: 1263 },
  verpackung: { id: 1 },
  anzahl: 2,
  bruttoGewicht: 40,
  nettoGewicht: 35,
  ...extra,
});
/** A complete new order; extra replaces top-level fields (undefined drops one). */
export const newOrder = (extra: Json = {}): Json => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  spedfremdnr: 'LS-4711',
  absender: {
    name: 'Elbe Papierwerke GmbH',
    strasse: 'Am Hafen',
    hausnummer: '3',
    plz: '20457',
    ort: 'Hamburg',
    lkz: 'DE',
  },
  empfaenger: {
    name: 'Weser Elektrotechnik GmbH',
    strasse: 'Hauptstraße',
    hausnummer: '12',
    plz: '28195',
    ort: 'Bremen',
    lkz: 'DE',
  },
  abholDatumVon: `${day(1)}T00:00:00.000Z`,
  zustellDatumVon: `${day(2)}T08:00:00.000Z`,
  zustellDatumBis: `${day(2)}T12:00:00.000Z`,
  auftragspositionen: [position()],
  ...extra,
});
