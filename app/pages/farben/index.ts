export { FarbenPage } from './FarbenPage';
export { themeColorRows } from './themeColorRows';
export type { ThemeColorRow } from './themeColorRows';
