export { CocoPage } from './CocoPage';
export { useCocoSources } from './useCocoSources';
export type { CocoPreset, CocoSources } from './useCocoSources';
