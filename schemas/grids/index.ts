import type { ColumnDocument } from '../../engine/core';
import auftragsresearch from './auftragsresearch.columns.json';
import auftragsvorlagen from './auftragsvorlagen.columns.json';

/** Columns of the order list (Auftragsresearch, offene Aufträge). */
export const auftragsresearchColumns = auftragsresearch as unknown as ColumnDocument;

/** Columns of the order templates screen. */
export const auftragsvorlagenColumns = auftragsvorlagen as unknown as ColumnDocument;

/** All column documents by id. */
export const gridDocuments: Record<string, ColumnDocument> = { [auftragsresearchColumns.id]: auftragsresearchColumns,
  [auftragsvorlagenColumns.id]: auftragsvorlagenColumns };
