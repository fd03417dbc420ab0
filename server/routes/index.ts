export { apiRoutes, authenticationRoutes, configParamRoutes } from './api';
export { berichteRoutes, REPORT_PATH } from './berichte';
