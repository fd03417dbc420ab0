export { OrderCapturePage } from './OrderCapturePage';
export { toPayload, fromOrder, asCopy } from './orderPayload';
