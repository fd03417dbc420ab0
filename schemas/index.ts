export { loginScreen, auftragslisteScreen, auftragsexportScreen, auftragsvorlagenScreen, auftragScreen, screens } from './screens';
export { navigation } from './navigation';
export type { NavEntry, NavGroup, NavigationDocument } from './navigation';
export { auftragsresearchColumns, auftragsvorlagenColumns, gridDocuments } from './grids';
