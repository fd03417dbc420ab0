export { RegisterPage, registerText } from './RegisterPage';
export { registerActionIds, registerCheckIds, registerOptionSourceIds, registerMessageIds } from './documentIds';
export { registerOptionSources } from './optionSources';
export { toRegistration, type Registration } from './registration';
