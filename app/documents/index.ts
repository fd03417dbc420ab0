export {
  DOCUMENT_NAMES,
  installDocuments,
  loginScreen,
  auftragsresearchScreen,
  auftragsexportScreen,
  auftragsvorlagenScreen,
  auftragserfassungScreen,
  auftragsresearchColumns,
  auftragsvorlagenColumns,
  berechnteileColumns,
  berechnteilpositionenColumns,
  navigation,
  berichteDocument,
  variantOverlays,
  variantSelection,
  profile,
  textCatalogue,
  screenDocument,
  columnDocument,
  viewDocument,
  VIEW_NAMES,
} from './documents';
export type { DocumentName, LoadedDocument, ViewName } from './documents';
export { loadDocuments } from './loadDocuments';
export type { NavEntry, NavGroup, NavigationDocument, PrintBlock, ReportsDocument } from '../../schemas';
