export { generateOrders } from './generateOrders';
export type { GenerateOptions } from './generateOrders';
export { seedOrders } from './seedOrders';
export { seedAddresses } from './seedAddresses';
export { seedTenantAddresses } from './seedTenantAddresses';
export { seedDefaultServices } from './seedDefaultServices';
