/** The keys of a pressed key event that a shortcut reads (a DOM KeyboardEvent has them). */
export interface PressedKeys {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey?: boolean;
  /** The physical key ('KeyS', 'Digit1'): Alt+N gives another character than 'n' on some layouts. */
  code?: string;
}

/**
 * Whether a key event is the shortcut (modifiers as a German keyboard labels them: Strg, Alt, Umschalt) `Strg+S`, `Strg+Enter`, `Alt+1` …: exactly the named modifiers (Strg also as the Mac's
 * command key) and the key, letters in either case.
 */
export function matchesShortcut(shortcut: string, pressed: PressedKeys): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const wanted = new Set(parts);
  const ctrl = pressed.ctrlKey || Boolean(pressed.metaKey);
  if (
    ctrl !== wanted.has('Strg') ||
    pressed.altKey !== wanted.has('Alt') ||
    pressed.shiftKey !== wanted.has('Umschalt')
  ) {
    return false;
  }
  if (key.length === 1)
    return pressed.key.toUpperCase() === key || pressed.code === `Digit${key}` || pressed.code === `Key${key}`;
  return pressed.key === key;
}
