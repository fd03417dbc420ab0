export { optionParams, toOptions, filterOptions } from './options';
export { applyChoice, choiceScope, storedOption } from './choice';
export type { FieldOption, OptionSources } from './options';
