import type { ScreenDocument } from '../../engine/core';

// Found by folder (Vite, Vitest, Storybook): a new *.screen.json reaches tests and stories with no entry here. Code run by
// plain Node (server, scripts) reads the folder with schemas/readDocuments.ts instead; import.meta.glob is Vite's.
const files = import.meta.glob<ScreenDocument>('./*.screen.json', { eager: true, import: 'default' });

/** All screen documents of this folder by id, for variant resolution and tooling. */
export const screens: Record<string, ScreenDocument> = Object.fromEntries(Object.keys(files).sort().map((path) => [files[path].id, files[path]]));

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
