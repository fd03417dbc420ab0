export { ForgottenPasswordPage } from './ForgottenPasswordPage';
export { NewPasswordPage } from './NewPasswordPage';
