export { AppLayout } from './AppLayout';
export { AppHeader } from './AppHeader';
export type { AppHeaderProps } from './AppHeader';
export { MainMenu } from './MainMenu';
export { PublicCard } from './PublicCard';
export type { PublicCardProps } from './PublicCard';
