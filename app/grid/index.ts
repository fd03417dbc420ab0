export { useColumnLayout } from './useColumnLayout';
