import { auftragScreen, auftragsexportScreen, auftragslisteScreen, auftragsresearchColumns, auftragsvorlagenColumns, auftragsvorlagenScreen,
  berechnteileColumns, berechnteilpositionenColumns, berichteDocument, loginScreen, navigation } from '../../schemas';
import { variantOverlays, variantSelection } from '../../variants';
import { installDocuments, type DocumentName, type LoadedDocument } from './documents';

/**
 * Installs the documents straight from the files, for unit tests and Storybook (which have no server). The portal
 * itself never imports this module, so its bundle holds no document.
 */
export function installBundledDocuments(): void {
  const entry = (document: unknown): LoadedDocument => {
    const id = (document as { id?: string }).id;
    return { document, overlays: id ? variantOverlays.filter((o) => o.screen === id) : [] };
  };
  const documents: Record<DocumentName, unknown> = {
    'login.screen': loginScreen, 'auftragsliste.screen': auftragslisteScreen, 'auftragsexport.screen': auftragsexportScreen,
    'auftragsvorlagen.screen': auftragsvorlagenScreen, 'auftrag.screen': auftragScreen, 'auftragsresearch.columns': auftragsresearchColumns,
    'auftragsvorlagen.columns': auftragsvorlagenColumns, 'berechnteile.columns': berechnteileColumns,
    'berechnteilpositionen.columns': berechnteilpositionenColumns, menu: navigation, berichte: berichteDocument, selection: variantSelection,
  };
  installDocuments(Object.fromEntries(Object.entries(documents).map(([name, d]) => [name, entry(d)])) as Record<DocumentName, LoadedDocument>);
}
