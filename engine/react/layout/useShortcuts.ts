import { useEffect, useMemo, useRef } from 'react';
import { Classes } from '@blueprintjs/core';
import { matchesShortcut } from '../../core';
import { focusFirstField } from './focusFirst';

/**
 * Runs `run` when one of `shortcuts` is pressed anywhere on the page while `active` holds and no dialog or question is open
 * (there the keys belong to it). The browser's own meaning of the keys (Strg+S: save the page) is suppressed.
 */
export function useShortcuts(shortcuts: string[] | undefined, active: boolean, run: () => void): void {
  const latest = useRef({ active, run });
  latest.current = { active, run };
  useEffect(() => {
    if (!shortcuts?.length) return;
    const onKey = (event: KeyboardEvent) => {
      if (!shortcuts.some((s) => matchesShortcut(s, event))) return;
      if (document.querySelector(`.${Classes.OVERLAY_OPEN}`)) return;
      event.preventDefault();
      if (latest.current.active) latest.current.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts]);
}

/** The tooltip of an action with shortcuts: its label and the keys as the document writes them ('Speichern (Strg+S)'). */
export const shortcutTitle = (label: string, shortcuts?: string[]) =>
  shortcuts?.length ? `${label} (${shortcuts.join(', ')})` : undefined;

/**
 * A layout node's jump keys (`shortcut`, a table's `newRowShortcut`): pressing them moves the focus to the first field
 * `target()` names; a node that is not shown has no element, so nothing happens.
 */
export function useJumpShortcut(shortcut: string | undefined, target: () => Element | null | undefined): void {
  const keys = useMemo(() => (shortcut ? [shortcut] : undefined), [shortcut]);
  useShortcuts(keys, true, () => focusFirstField(target()));
}
