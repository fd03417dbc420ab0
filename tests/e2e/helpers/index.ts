export { startPortal } from './portal';
export type { RunningPortal } from './portal';
export { launchBrowser, chromiumPath } from './browser';
