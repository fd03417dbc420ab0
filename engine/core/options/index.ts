export { optionParams, toOptions, filterOptions } from './options';
export { fillTemplate } from './template';
export type { FieldOption, OptionSources } from './options';
