export { startPortal } from './portal';
export type { RunningPortal } from './portal';
export { launchBrowser, chromiumPath } from './browser';
export { withPortal } from './withPortal';
export type { PortalFixture } from './withPortal';
export { loginAs, DEMO_PASSWORD } from './login';
export { seriousViolations } from './axe';
export type { AxeFinding } from './axe';
export { fillParties } from './capture';
