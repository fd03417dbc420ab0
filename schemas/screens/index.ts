import type { ScreenDocument } from '../../engine/core';
import login from './login.screen.json';
import auftragsliste from './auftragsliste.screen.json';
import auftragsexport from './auftragsexport.screen.json';
import auftragsvorlagen from './auftragsvorlagen.screen.json';
import auftrag from './auftrag.screen.json';

/** The login screen document. */
export const loginScreen = login as unknown as ScreenDocument;

/** Filters, toolbar actions and messages of the order list. */
export const auftragslisteScreen = auftragsliste as unknown as ScreenDocument;

/** Period of the monthly CSV export. */
export const auftragsexportScreen = auftragsexport as unknown as ScreenDocument;

/** Search and toolbar of the order templates screen. */
export const auftragsvorlagenScreen = auftragsvorlagen as unknown as ScreenDocument;

/** The order capture screen (Auftragserfassung). */
export const auftragScreen = auftrag as unknown as ScreenDocument;

/** All screen documents by id, for variant resolution and tooling. */
export const screens: Record<string, ScreenDocument> = { [loginScreen.id]: loginScreen, [auftragslisteScreen.id]: auftragslisteScreen,
  [auftragsexportScreen.id]: auftragsexportScreen, [auftragsvorlagenScreen.id]: auftragsvorlagenScreen,
  [auftragScreen.id]: auftragScreen };
