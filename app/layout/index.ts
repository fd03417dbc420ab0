export { AppLayout } from './AppLayout';
export { AppHeader } from './AppHeader';
export type { AppHeaderProps } from './AppHeader';
export { MainMenu } from './MainMenu';
