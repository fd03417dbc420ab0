export { toTenant, tenantNotFound, findTenants, findTenant, checkSearchString } from './repository';
export type { TenantRow } from './repository';
