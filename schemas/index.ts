export { loginScreen, auftragslisteScreen, auftragsexportScreen, screens } from './screens';
export { navigation } from './navigation';
export type { NavEntry, NavGroup, NavigationDocument } from './navigation';
export { auftragsresearchColumns, gridDocuments } from './grids';
