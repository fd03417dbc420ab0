export { parseTrustProxy } from './trustProxy';
export type { TrustProxy } from './trustProxy';
export { demoDataWanted, DEFAULT_DATA_DIR } from './demoData';
