export { optionParams, toOptions, filterOptions } from './options';
export type { FieldOption, OptionSources } from './options';
