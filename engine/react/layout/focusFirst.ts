/** What a user types into: inputs, lists, text areas and the engine's comboboxes (buttons and links are not fields). */
const FIELDS = 'input:not([type="hidden"]), select, textarea, [role="combobox"]:not(input)';

/** Whether `el` takes typed input now: enabled, writable, a tab stop and not inside a hidden tab or folded panel. */
function typable(el: HTMLElement): boolean {
  const input = el as HTMLInputElement;
  if (input.disabled || input.readOnly || el.tabIndex < 0) return false;
  return !el.closest('[aria-hidden="true"], [hidden], [inert]');
}

/**
 * Moves the focus to the first field of `root` a user types into (in document order, which is the visual order
 * panel by panel) and selects its text, so typing replaces it; false when there is none.
 */
export function focusFirstField(root: Element | null | undefined): boolean {
  const field = [...(root?.querySelectorAll<HTMLElement>(FIELDS) ?? [])].find(typable);
  if (!field) return false;
  field.focus();
  if (field instanceof HTMLInputElement && /^(text|search|tel|email|number|)$/.test(field.type)) field.select();
  field.scrollIntoView?.({ block: 'nearest' });
  return true;
}
