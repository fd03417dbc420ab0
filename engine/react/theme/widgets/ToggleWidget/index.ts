export { ToggleWidget } from './ToggleWidget';
