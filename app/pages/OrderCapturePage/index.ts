export { OrderCapturePage } from './OrderCapturePage';
export { toPayload, fromOrder, asCopy, captureDefaults } from './orderPayload';
