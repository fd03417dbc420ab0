export { loginRoutes, protectedRoutes, publicRoutes } from './routes';
export type { PortalRoute } from './routes';
export { RequireSession } from './RequireSession';
export { PortalRoutes } from './PortalRoutes';
export { pageRegistry } from './pageRegistry';
export { PlaceholderPage } from './PlaceholderPage';
