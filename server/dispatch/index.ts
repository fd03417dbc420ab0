export { createStandInDispatch } from './standIn';
export type { DispatchSystem } from './types';
