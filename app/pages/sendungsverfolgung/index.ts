export { SendungsverfolgungPage } from './SendungsverfolgungPage';
export { trackingData, windowText } from './trackingData';
export type { TrackingAnswer, TrackingTexts } from './trackingData';
