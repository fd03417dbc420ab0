export { optionParams, toOptions, filterOptions, withStoredOption } from './options';
export { fillTemplate } from './template';
export { applyChoice, choiceScope, storedOption } from './choice';
export type { FieldOption, OptionSources } from './options';
