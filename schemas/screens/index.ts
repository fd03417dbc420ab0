import type { ScreenDocument } from '../../engine/core';
import { composeDocuments } from '../compose';

// Found by folder (Vite, Vitest, Storybook): a new *.screen.json reaches tests and stories with no entry here. Code run by
// plain Node (server, scripts) reads the folder with schemas/readDocuments.ts instead; import.meta.glob is Vite's. The
// part files a screen includes come along and are composed as the server composes them.
const files = import.meta.glob<unknown>(['./*.screen.json', './**/*.part.json'], { eager: true, import: 'default' });
const composed = composeDocuments(
  new Map(Object.entries(files).map(([path, doc]) => [`schemas/screens/${path.slice(2)}`, doc])),
);
if (composed.broken.size)
  throw new Error(
    `Masken lassen sich nicht zusammensetzen: ${composed.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`).join('; ')}`,
  );

/** All screen documents of this folder by id, for variant resolution and tooling. */
export const screens: Record<string, ScreenDocument> = Object.fromEntries(
  [...composed.documents.keys()]
    .sort()
    .map((path) => composed.documents.get(path) as ScreenDocument)
    .map((doc) => [doc.id, doc]),
);

/** The login screen document. */
export const loginScreen = screens.login;

/** Filters, toolbar actions and messages of the order list. */
export const auftragsresearchScreen = screens.auftragsresearch;

/** Period of the monthly CSV export. */
export const auftragsexportScreen = screens.auftragsexport;

/** Search and toolbar of the order templates screen. */
export const auftragsvorlagenScreen = screens.auftragsvorlagen;

/** The order capture screen (Auftragserfassung). */
export const auftragserfassungScreen = screens.auftragserfassung;
