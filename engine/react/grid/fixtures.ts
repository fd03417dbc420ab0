import type { ColumnDocument } from '../../core';

/** A shipment list column document as configuration staff would write it (engine fixture, not a product document). */
export const shipmentColumns: ColumnDocument = {
  id: 'sendungsliste',
  title: 'Sendungsliste',
  rowKey: 'id',
  searchPlaceholder: 'Sendungsnummer, Empfänger',
  order: [
    'nummer',
    'status',
    'datum',
    'empfaenger',
    'ort',
    'gewicht',
    'packstuecke',
    'preis',
    'waehrung',
    'gefahrgut',
    'hinweis',
  ],
  columns: {
    nummer: { header: 'Sendungsnummer', field: 'nummer' },
    status: {
      header: 'Status',
      sortField: 'status.id',
      value: { if: [{ '==': [{ var: 'data.status.id' }, 1] }, 'erfasst', { var: 'data.status.kurzBezeichnung' }] },
    },
    datum: { header: 'Datum', field: 'datum', type: 'date' },
    empfaenger: { header: 'Empfänger', field: 'empfaenger.name' },
    ort: { header: 'Empfänger Ort', field: 'empfaenger.ort' },
    gewicht: { header: 'Gewicht kg', field: 'gewicht', type: 'number' },
    packstuecke: { header: 'Packstücke', field: 'packstuecke', type: 'integer' },
    preis: { header: 'Preis', field: 'preis', type: 'money' },
    waehrung: { header: 'Währung', field: 'waehrung.bezeichnungKurz' },
    gefahrgut: { header: 'Gefahrgut', field: 'gefahrgut', type: 'boolean' },
    hinweis: { header: 'Hinweis', field: 'hinweis', hidden: true, sortable: false },
  },
};

/** A row of {@link shipmentColumns}. */
export interface ShipmentRow {
  id: number;
  nummer: string;
  status: { id: number; kurzBezeichnung: string };
  datum: string;
  empfaenger: { name: string; ort: string };
  gewicht: number;
  packstuecke: number;
  preis: number | null;
  waehrung: { id: number; bezeichnungKurz: string } | null;
  gefahrgut: boolean;
  hinweis: string;
}

const recipients = [
  { name: 'Baumarkt Krüger GmbH', ort: 'Lübeck' },
  { name: 'Elektro Schäfer KG', ort: 'München' },
  { name: 'Getränke Vogt', ort: 'Köln' },
  { name: 'Möbelhaus Jansen', ort: 'Oldenburg' },
  { name: 'Papierfabrik Weißenfels AG', ort: 'Dresden' },
];
const states = [
  { id: 1, kurzBezeichnung: 'Erfasst' },
  { id: 2, kurzBezeichnung: 'Preisermittlung' },
  { id: 5, kurzBezeichnung: 'Zugestellt' },
];

/** Deterministic fixture rows: 1..count, dated from 1 November 2026 backwards. */
export function shipmentRows(count: number): ShipmentRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    nummer: `HH-2026-${String(1001 + i).padStart(6, '0')}`,
    status: states[i % states.length],
    datum: new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString(),
    empfaenger: recipients[i % recipients.length],
    gewicht: 120.5 + i * 37.25,
    packstuecke: 1 + (i % 7) * 3,
    preis: i % 4 === 0 ? null : 89.9 + i * 12.5,
    waehrung: i % 4 === 0 ? null : { id: 2, bezeichnungKurz: 'EUR' },
    gefahrgut: i % 5 === 0,
    hinweis: i % 3 === 0 ? 'Anlieferung nur werktags 7-15 Uhr über Tor 3' : '',
  }));
}
