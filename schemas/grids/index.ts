import type { ColumnDocument } from '../../engine/core';
import { composeDocuments } from '../compose';

// Found by folder (Vite, Vitest, Storybook): a new *.columns.json reaches tests and stories with no entry here. Code run by
// plain Node (server, scripts) reads the folder with schemas/readDocuments.ts instead; import.meta.glob is Vite's. The
// part files a column document includes come along and are composed as the server composes them.
const files = import.meta.glob<unknown>(['./*.columns.json', './*.part.json'], { eager: true, import: 'default' });
const composed = composeDocuments(
  new Map(Object.entries(files).map(([path, doc]) => [`schemas/grids/${path.slice(2)}`, doc])),
);
if (composed.broken.size)
  throw new Error(
    `Spalten lassen sich nicht zusammensetzen: ${composed.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`).join('; ')}`,
  );

/** All column documents of this folder by id. */
export const gridDocuments: Record<string, ColumnDocument> = Object.fromEntries(
  [...composed.documents.keys()]
    .sort()
    .map((path) => composed.documents.get(path) as ColumnDocument)
    .map((doc) => [doc.id, doc]),
);

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
