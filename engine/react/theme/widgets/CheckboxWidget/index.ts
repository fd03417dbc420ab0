export { CheckboxWidget } from './CheckboxWidget';
