export { LoginPage } from './LoginPage';
export type { LoginPageProps } from './LoginPage';
export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { mautOptionSources } from './mautOptionSources';
