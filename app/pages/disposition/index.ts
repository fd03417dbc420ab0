export { DispositionPage } from './DispositionPage';
export type { DispositionPageProps } from './DispositionPage';
export { addDays, dispoRange, dispoRow, mergeOrders, rowsOfDay, today, windowStart, windowTimes } from './dispoRows';
export type { DispoOrder, DispoPlace, DispoPlaces, DispoRow, DispoTexts } from './dispoRows';
export { loadDispo } from './loadDispo';
export type { DispoData, DispoLoader } from './loadDispo';
export { loadMapOutline } from './mapOutline';
export type { MapOutline } from './mapOutline';
