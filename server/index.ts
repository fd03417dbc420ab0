export { buildApp, BASE_PATH, DEFAULT_WEB_ROOT } from './app';
export type { AppOptions } from './app';
