export { RadioWidget } from './RadioWidget';
