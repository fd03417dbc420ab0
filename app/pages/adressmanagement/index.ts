export { AdressmanagementPage, ADRESSERFASSUNG } from './AdressmanagementPage';
export { useAddressSearch } from './useAddressSearch';
export type { Address } from './useAddressSearch';
