export { useColumnLayout } from './useColumnLayout';
export { screenOverlays, searchFields, searchQuery, searchScreen } from './searchScreen';
