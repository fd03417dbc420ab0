export {
  DOCUMENT_NAMES, installDocuments, loginScreen, auftragslisteScreen, auftragsexportScreen, auftragsvorlagenScreen, auftragScreen, auftragsresearchColumns,
  auftragsvorlagenColumns, berechnteileColumns, berechnteilpositionenColumns, navigation, berichteDocument, variantOverlays, variantSelection, screenDocument, columnDocument,
} from './documents';
export type { DocumentName, LoadedDocument } from './documents';
export { loadDocuments } from './loadDocuments';
export type { NavEntry, NavGroup, NavigationDocument, PrintBlock, ReportsDocument } from '../../schemas';
