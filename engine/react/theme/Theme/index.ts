export { Theme } from './Theme';
