export { SearchWidget } from './SearchWidget';
