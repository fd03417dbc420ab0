export { DisplayWidget } from './DisplayWidget';
