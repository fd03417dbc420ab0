import type { ColumnDocument } from '../../engine/core';

// Found by folder (Vite, Vitest, Storybook): a new *.columns.json reaches tests and stories with no entry here. Code run by
// plain Node (server, scripts) reads the folder with schemas/readDocuments.ts instead; import.meta.glob is Vite's.
const files = import.meta.glob<ColumnDocument>('./*.columns.json', { eager: true, import: 'default' });

/** All column documents of this folder by id. */
export const gridDocuments: Record<string, ColumnDocument> = Object.fromEntries(Object.keys(files).sort().map((path) => [files[path].id, files[path]]));

/** Columns of the order list (Auftragsresearch, offene Aufträge). */
export const auftragsresearchColumns = gridDocuments.auftragsresearch;

/** Columns of the order CSV the server writes (monthly export, selected orders). */
export const auftragscsvColumns = gridDocuments.auftragscsv;

/** Columns of the order templates screen. */
export const auftragsvorlagenColumns = gridDocuments.auftragsvorlagen;

/** Table 'Berechnung' of the daily price dialog (calculated price parts). */
export const berechnteileColumns = gridDocuments.berechnteile;

/** Table 'Positionen der Berechnung' of the daily price dialog. */
export const berechnteilpositionenColumns = gridDocuments.berechnteilpositionen;
