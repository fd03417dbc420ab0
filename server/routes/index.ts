export { apiRoutes, authenticationRoutes, configParamRoutes } from './api';
