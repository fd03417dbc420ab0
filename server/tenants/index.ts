export { toTenant, tenantNotFound, findTenants, findTenant, checkSearchString } from './repository';
export type { TenantRow } from './repository';
export { changeTenant, unregisterMainTenants } from './roles';
export type { TenantChange } from './roles';
