export { TextareaWidget } from './TextareaWidget';
