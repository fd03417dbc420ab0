export { recordOrderEvent } from './record';
export type { OrderEvent } from './record';
export { ORDER_EVENT_TYPES, TEST_EVENT_TYPE, isOrderEventType } from './types';
export type { OrderEventType } from './types';
