export { DocumentView } from './DocumentView';
export type { DocumentViewProps } from './DocumentView';
export { viewNodes } from './nodeRegistry';
