export { globalPlugin } from './global';
export { dbPluginGlobal } from './db';
export type { DbPluginOptions } from './db';
export { authPluginGlobal } from './auth';
export type { AuthPluginOptions, AuthFailure } from './auth';
export { spaPlugin } from './spa';
export type { SpaPluginOptions } from './spa';
