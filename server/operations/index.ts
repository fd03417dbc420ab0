export { parseTrustProxy } from './trustProxy';
export type { TrustProxy } from './trustProxy';
export { demoDataWanted, DEFAULT_DATA_DIR } from './demoData';
export { backupSocketPath, requestBackup, startBackupSocket } from './backupSocket';
export { readPassword } from './readPassword';
export { stopAccepting } from './stopAccepting';
