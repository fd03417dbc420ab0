/** Browser storage key of the chosen style theme (account-admin.md §2: the choice is kept in browser storage). */
export const THEME_STORAGE_KEY = 'disponent-theme';

/** Attribute on the root element the theme CSS (themes.css) selects on; public/theme-init.js sets it before first paint. */
export const THEME_ATTRIBUTE = 'data-theme';

/** The stored theme id when it is one of the known ones, else null (storage blocked, cleared or an old id). */
export function storedTheme(known: readonly string[]): string | null {
  try {
    const id = window.localStorage.getItem(THEME_STORAGE_KEY);
    return id && known.includes(id) ? id : null;
  } catch {
    return null;
  }
}

/** Sets (or with null removes) the theme on the root element and keeps the choice in browser storage. */
export function applyTheme(id: string | null, root: HTMLElement = document.documentElement): void {
  if (id) root.setAttribute(THEME_ATTRIBUTE, id);
  else root.removeAttribute(THEME_ATTRIBUTE);
  try {
    if (id) window.localStorage.setItem(THEME_STORAGE_KEY, id);
    else window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage may be blocked (private mode, policy): the theme then lasts until the page is reloaded.
  }
}
