export { ErrorListTemplate } from './ErrorListTemplate';
