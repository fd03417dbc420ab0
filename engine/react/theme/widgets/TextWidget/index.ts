export { TextWidget } from './TextWidget';
