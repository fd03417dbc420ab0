export { registrierungReferenceRoutes } from './referenceData';
