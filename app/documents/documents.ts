import { installProfile, installTexts, registerDocumentParts } from '../../engine/core';
import type {
  ColumnDocument,
  EngineProfile,
  PartOrigin,
  ScreenDocument,
  VariantOverlay,
  VariantSelection,
  ViewDocument,
} from '../../engine/core';
import type { NavigationDocument, ReportsDocument, TextCatalogue } from '../../schemas';

/** The view documents (schemas/views): modals, menus, progress and sidebar contents the pages show besides forms. */
export const VIEW_NAMES = [
  'fehlermeldung.view',
  'auftragserfassungFragen.view',
  'tagespreis.view',
  'auftragsresearchDrucken.view',
  'auftragserfassungDrucken.view',
  'auftragsexportFortschritt.view',
  'seitenleisteAuftrag.view',
  'seitenleisteHistorie.view',
  'seitenleisteDokumente.view',
  'eintragLoeschen.view',
  'farben.view',
  'accounting.view',
  'disposition.view',
  'sendungsverfolgung.view',
  'seitenleisteAenderungen.view',
] as const;

/** A name of {@link VIEW_NAMES}. */
export type ViewName = (typeof VIEW_NAMES)[number];

/** Every document the portal shows, by the name `GET /api/dokumente/{name}` serves it under (file name without .json). */
export const DOCUMENT_NAMES = [
  'login.screen',
  'auftragsresearch.screen',
  'auftragsexport.screen',
  'auftragsvorlagen.screen',
  'auftragserfassung.screen',
  'auftragsresearch.columns',
  'auftragsvorlagen.columns',
  'berechnteile.columns',
  'berechnteilpositionen.columns',
  'menu',
  'berichte',
  'selection',
  'forgottenPassword.screen',
  'forgottenPasswordToken.screen',
  'mautrechner.screen',
  'register.screen',
  'usermanagement.screen',
  'usermanagement.columns',
  'usermanagementDialog.screen',
  'adressmanagement.screen',
  'adressmanagement.columns',
  'adresserfassung.screen',
  'admin.screen',
  'admin.columns',
  'anzeigestatus.screen',
  'anzeigestatus.columns',
  'sendungsstatus.screen',
  'sendungsstatus.columns',
  'statuskette.screen',
  'farben.columns',
  'accounting.screen',
  'accounting.columns',
  'mandanten.screen',
  'mandanten.columns',
  'info.screen',
  'premiumimport.screen',
  'premiumimport.columns',
  'premiumgebiete.columns',
  'coco.screen',
  'disposition.screen',
  'disposition.columns',
  'webhooks.screen',
  'webhooks.columns',
  'webhookZustellungen.columns',
  'apischluessel.screen',
  'apischluessel.columns',
  'aenderungsprotokoll.screen',
  'aenderungsprotokoll.columns',
  'profile',
  'texts',
  ...VIEW_NAMES,
] as const;

/** A name of {@link DOCUMENT_NAMES}. */
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

/** A document as the server answers it: the file's content, the overlays that change it, the part files it is made of. */
export interface LoadedDocument {
  document: unknown;
  overlays: unknown[];
  parts?: PartOrigin[];
}

// Live bindings, set once by installDocuments before the pages' modules are evaluated (main.tsx imports App after
// loading): modules read them like the constants they used to import from schemas/.
/** The login screen document. */
export let loginScreen = undefined as unknown as ScreenDocument;
/** Filters, toolbar actions and messages of the order list. */
export let auftragsresearchScreen = undefined as unknown as ScreenDocument;
/** Period of the monthly CSV export. */
export let auftragsexportScreen = undefined as unknown as ScreenDocument;
/** Search and toolbar of the order templates screen. */
export let auftragsvorlagenScreen = undefined as unknown as ScreenDocument;
/** The order capture screen. */
export let auftragserfassungScreen = undefined as unknown as ScreenDocument;
/** Columns of the order list. */
export let auftragsresearchColumns = undefined as unknown as ColumnDocument;
/** Columns of the order templates screen. */
export let auftragsvorlagenColumns = undefined as unknown as ColumnDocument;
/** Table 'Berechnung' of the daily price dialog. */
export let berechnteileColumns = undefined as unknown as ColumnDocument;
/** Table 'Positionen der Berechnung' of the daily price dialog. */
export let berechnteilpositionenColumns = undefined as unknown as ColumnDocument;
/** The portal's menu and header buttons. */
export let navigation = undefined as unknown as NavigationDocument;
/** Excluded reports, print refusals and texts of the print menus. */
export let berichteDocument = undefined as unknown as ReportsDocument;
/** Every variant overlay of the documents above. */
export let variantOverlays: VariantOverlay[] = [];
/** The configuration → customer variant mapping. */
export let variantSelection = undefined as unknown as VariantSelection;
/** The portal's engine profile (page sizes, widths, limits, formulas), installed into the engine with the documents. */
export let profile = undefined as unknown as EngineProfile;
/** The portal's text catalogue: texts of no screen, notice durations and the engine texts it replaces. */
export let textCatalogue = undefined as unknown as TextCatalogue;

/** Makes the loaded documents the portal's (at start, from the server; in tests and stories, from the files). */
export function installDocuments(loaded: Record<DocumentName, LoadedDocument>): void {
  installed = loaded;
  // 'Warum?' names the part file ($include) and the pointer in it, as the linter and npm run explain do.
  for (const l of Object.values(loaded))
    if (l.document && typeof l.document === 'object') registerDocumentParts(l.document, l.parts);
  const doc = <T>(name: DocumentName) => loaded[name].document as T;
  loginScreen = doc('login.screen');
  auftragsresearchScreen = doc('auftragsresearch.screen');
  auftragsexportScreen = doc('auftragsexport.screen');
  auftragsvorlagenScreen = doc('auftragsvorlagen.screen');
  auftragserfassungScreen = doc('auftragserfassung.screen');
  auftragsresearchColumns = doc('auftragsresearch.columns');
  auftragsvorlagenColumns = doc('auftragsvorlagen.columns');
  berechnteileColumns = doc('berechnteile.columns');
  berechnteilpositionenColumns = doc('berechnteilpositionen.columns');
  navigation = doc('menu');
  berichteDocument = doc('berichte');
  variantSelection = doc('selection');
  profile = doc('profile');
  // Rules (formulas, date check) and validation read the profile from the engine; components from App's provider.
  installProfile(profile);
  textCatalogue = doc('texts');
  // The engine's own controls and explain show the catalogue's texts where it replaces the engine's German defaults.
  installTexts({ engine: textCatalogue.engine, explain: textCatalogue.explain });
  // Screen and column documents may share an id (auftragsvorlagen): each overlay once.
  const overlays = new Map(
    Object.values(loaded)
      .flatMap((l) => l.overlays as VariantOverlay[])
      .map((o) => [o.id, o]),
  );
  variantOverlays = [...overlays.values()];
}

let installed: Record<DocumentName, LoadedDocument> | undefined;

/** A screen document by its served name (newer pages read their document so, no module-level binding needed). */
export function screenDocument(name: DocumentName): ScreenDocument {
  if (!installed) throw new Error('Die Dokumente sind noch nicht geladen.');
  return installed[name].document as ScreenDocument;
}

/** A column document by its served name. */
export function columnDocument(name: DocumentName): ColumnDocument {
  if (!installed) throw new Error('Die Dokumente sind noch nicht geladen.');
  return installed[name].document as ColumnDocument;
}

/** A view document by its served name (read when a component renders, so stories and tests see the installed one). */
export function viewDocument(name: ViewName): ViewDocument {
  if (!installed) throw new Error('Die Dokumente sind noch nicht geladen.');
  return installed[name].document as ViewDocument;
}
