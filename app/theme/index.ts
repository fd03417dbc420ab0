export { THEME_ATTRIBUTE, THEME_STORAGE_KEY, applyTheme, storedTheme } from './themeStorage';
export { useTheme } from './useTheme';
export type { ThemeChoice } from './useTheme';
export { ThemeButtons } from './ThemeButtons';
export { iconPathsLoader, installIconLoader } from './iconLoader';
export type { ThemeButtonsProps } from './ThemeButtons';
