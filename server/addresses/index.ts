export { toAddress, addressSearchText, loadAddress, cleanAddress, mergeInTransfer, addressNotFound } from './repository';
export type { AddressRow } from './repository';
