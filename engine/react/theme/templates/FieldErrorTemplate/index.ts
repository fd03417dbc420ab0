export { FieldErrorTemplate } from './FieldErrorTemplate';
