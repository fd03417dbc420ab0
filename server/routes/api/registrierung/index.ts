export { registrierungReferenceRoutes } from './referenceData';
export { registrierungRoutes } from './register';
