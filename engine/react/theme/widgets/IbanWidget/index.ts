export { IbanWidget } from './IbanWidget';
