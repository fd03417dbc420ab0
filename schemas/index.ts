export {
  loginScreen,
  auftragsresearchScreen,
  auftragsexportScreen,
  auftragsvorlagenScreen,
  auftragserfassungScreen,
  screens,
} from './screens';
export { navigation } from './navigation';
export type { NavEntry, NavGroup, NavigationDocument, ThemeButtons, ThemeEntry } from './navigation';
export {
  auftragsresearchColumns,
  auftragscsvColumns,
  auftragsvorlagenColumns,
  berechnteileColumns,
  berechnteilpositionenColumns,
  gridDocuments,
} from './grids';
export { berichteDocument } from './reports';
export type { PrintBlock, ReportsDocument } from './reports';
export { LOGO_PATTERN, safeLogo, safeWebsite } from './config';
export { portalProfile, PROFILE_FILE, installProfileDocument } from './profile';
export { views } from './views';
export { textCatalogue, TEXTS_FILE } from './texts';
export type { TextCatalogue, TextKey } from './texts';
export { tollTariff } from './toll';
export type { BorderCrossing, TollRates, TollTariffDocument, TollTariffVersion, TollVehicleClass } from './toll';
