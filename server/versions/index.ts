export { berlinTime, checkVersion, sentVersion, staleVersion, versionedUpdate } from './versioned';
export type { VersionedTable } from './versioned';
