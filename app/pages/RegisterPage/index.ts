export { RegisterPage, registerText } from './RegisterPage';
export { ConfirmRegistrationPage } from './ConfirmRegistrationPage';
export { registerActionIds, registerCheckIds, registerOptionSourceIds, registerMessageIds } from './documentIds';
export { registerOptionSources } from './optionSources';
export { toRegistration, type Registration } from './registration';
