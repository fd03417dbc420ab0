export { THEME_ATTRIBUTE, THEME_STORAGE_KEY, applyTheme, storedTheme } from './themeStorage';
export { useTheme } from './useTheme';
export type { ThemeChoice } from './useTheme';
export { ThemeButtons } from './ThemeButtons';
export type { ThemeButtonsProps } from './ThemeButtons';
export { contrastRatio, luminance, parseColor } from './contrast';
export { rootColorTokens } from './themeTokens';
export type { ThemeTokens } from './themeTokens';
