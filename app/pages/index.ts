export { LoginPage, LoginForm } from './LoginPage';
export type { LoginFormProps } from './LoginPage';
export { PlaceholderPage } from './PlaceholderPage';
