export { optionParams, toOptions, filterOptions, withStoredOption } from './options';
export type { FieldOption, OptionSources } from './options';
