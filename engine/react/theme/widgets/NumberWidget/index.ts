export { NumberWidget } from './NumberWidget';
