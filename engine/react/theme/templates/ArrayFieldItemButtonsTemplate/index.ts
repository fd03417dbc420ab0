export { ArrayFieldItemButtonsTemplate } from './ArrayFieldItemButtonsTemplate';
