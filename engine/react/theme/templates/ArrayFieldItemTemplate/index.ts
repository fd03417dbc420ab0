export { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate';
