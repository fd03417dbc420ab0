export { SuggestWidget } from './SuggestWidget';
