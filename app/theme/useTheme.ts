import { useEffect, useState } from 'react';
import type { ThemeEntry } from '../../schemas';
import { applyTheme, storedTheme, THEME_STORAGE_KEY } from './themeStorage';

/** The active theme and how to change it, as {@link useTheme} returns them. */
export interface ThemeChoice {
  /** The active theme, undefined for the portal's standard look. */
  theme: ThemeEntry | undefined;
  /** Chooses a theme; choosing the active one again returns to the standard look. */
  choose: (id: string) => void;
}

/**
 * The style theme of the header's theme buttons: read from browser storage, applied to the root element, and followed
 * when another tab of the portal changes it (storage event).
 */
export function useTheme(themes: readonly ThemeEntry[]): ThemeChoice {
  const ids = themes.map((t) => t.id);
  const [id, setId] = useState<string | null>(() => storedTheme(ids));
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      const next = storedTheme(ids);
      applyTheme(next);
      setId(next);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  });
  const choose = (next: string) => {
    const value = id === next ? null : next;
    applyTheme(value);
    setId(value);
  };
  return { theme: themes.find((t) => t.id === id), choose };
}
