export { ScreenBoundary } from './ScreenBoundary';
export type { ScreenBoundaryProps } from './ScreenBoundary';
