export { ArrayFieldTemplate } from './ArrayFieldTemplate';
