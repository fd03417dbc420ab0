export { loginRoutes, protectedRoutes, publicRoutes } from './routes';
export type { PortalRoute } from './routes';
export { RequireSession } from './RequireSession';
export { PortalRoutes } from './PortalRoutes';
export { pageRegistry, preloadAllPages } from './pageRegistry';
export { preloadRoute } from './preloadRoute';
export { PlaceholderPage } from './PlaceholderPage';
