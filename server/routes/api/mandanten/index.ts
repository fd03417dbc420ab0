export { mandantenRoutes } from './routes';
