export { DateWidget } from './DateWidget';
