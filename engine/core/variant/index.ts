export { selectVariant } from './selectVariant';
export type { VariantSelection } from './selectVariant';
