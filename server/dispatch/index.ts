export { CHANGER, createStandInDispatch } from './standIn';
export type { DispatchSystem } from './types';
export { storePriceParts, tariffPart } from './tariff';
export type { PricePart } from './tariff';
export { DISPATCH_UPDATES, dispatchUpdate } from './updates';
export type { DispatchUpdate } from './updates';
