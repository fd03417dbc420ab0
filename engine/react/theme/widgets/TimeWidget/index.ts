export { TimeWidget } from './TimeWidget';
