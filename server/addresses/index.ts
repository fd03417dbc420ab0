export {
  toAddress,
  addressSearchText,
  loadAddress,
  cleanAddress,
  mergeInTransfer,
  addressNotFound,
} from './repository';
export type { AddressRow } from './repository';
export { ADDRESS_NAME_ORDER, addressOrderBy, addressSortKeys } from './sortKeys';
export { addressMessages, validateAddress, validateImportRows, addressFieldLabel } from './validateAddress';
export { importAddresses } from './importAddresses';
