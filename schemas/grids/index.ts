import type { ColumnDocument } from '../../engine/core';
import auftragscsv from './auftragscsv.columns.json';
import auftragsresearch from './auftragsresearch.columns.json';
import auftragsvorlagen from './auftragsvorlagen.columns.json';
import berechnteile from './berechnteile.columns.json';
import berechnteilpositionen from './berechnteilpositionen.columns.json';

/** Columns of the order list (Auftragsresearch, offene Aufträge). */
export const auftragsresearchColumns = auftragsresearch as unknown as ColumnDocument;

/** Columns of the order CSV the server writes (monthly export, selected orders). */
export const auftragscsvColumns = auftragscsv as unknown as ColumnDocument;

/** Columns of the order templates screen. */
export const auftragsvorlagenColumns = auftragsvorlagen as unknown as ColumnDocument;

/** Table 'Berechnung' of the daily price dialog (calculated price parts). */
export const berechnteileColumns = berechnteile as unknown as ColumnDocument;

/** Table 'Positionen der Berechnung' of the daily price dialog. */
export const berechnteilpositionenColumns = berechnteilpositionen as unknown as ColumnDocument;

/** All column documents by id. */
export const gridDocuments: Record<string, ColumnDocument> = { [auftragsresearchColumns.id]: auftragsresearchColumns,
  [auftragsvorlagenColumns.id]: auftragsvorlagenColumns, [berechnteileColumns.id]: berechnteileColumns,
  [berechnteilpositionenColumns.id]: berechnteilpositionenColumns, [auftragscsvColumns.id]: auftragscsvColumns };
