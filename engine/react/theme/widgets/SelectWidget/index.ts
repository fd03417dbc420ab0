export { SelectWidget } from './SelectWidget';
