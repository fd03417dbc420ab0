export { ConfirmregPage } from './ConfirmregPage';
