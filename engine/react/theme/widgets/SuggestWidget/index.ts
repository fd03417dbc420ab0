export { SuggestWidget } from './SuggestWidget';
export { TypeAhead } from './TypeAhead';
export type { TypeAheadProps } from './TypeAhead';
