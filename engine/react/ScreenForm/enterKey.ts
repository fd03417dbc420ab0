import type { KeyboardEvent } from 'react';

const NOT_FIELDS = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** A one-line field Enter moves on from: inputs (not buttons) and selects; a text area keeps Enter for its line breaks. */
function isLineField(element: EventTarget): element is HTMLInputElement | HTMLSelectElement {
  return element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && !NOT_FIELDS.has(element.type));
}

/** A field Enter may move to: enabled, writable, reachable by Tab and not in a hidden tab panel. */
function isTarget(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element.tabIndex < 0 || element.closest('[aria-hidden="true"], [hidden]'))
    return false;
  if (element instanceof HTMLInputElement)
    return !NOT_FIELDS.has(element.type) && !element.disabled && !element.readOnly;
  if (element instanceof HTMLTextAreaElement) return !element.disabled && !element.readOnly;
  return element instanceof HTMLSelectElement && !element.disabled;
}

/** The next (step 1) or previous (step -1) field after `from` in its dialog, else in its form. */
export function nextField(from: HTMLElement, step: 1 | -1): HTMLElement | null {
  const scope = from.closest('[role="dialog"]') ?? from.closest('form') ?? from.ownerDocument.body;
  const fields = [...scope.querySelectorAll('input, select, textarea')].filter(
    (e): e is HTMLElement => e === from || isTarget(e),
  );
  const index = fields.indexOf(from);
  return index < 0 ? null : (fields[index + step] ?? null);
}

/**
 * Enter in a one-line field never submits the form (dispatchers press Enter to move on): it moves to the next field,
 * Shift+Enter to the previous one. A text area keeps Enter for line breaks, a button its click, and an open suggestion
 * list picks its highlighted entry (the field is left alone, only the submission is prevented).
 */
export function moveOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (
    event.key !== 'Enter' ||
    event.defaultPrevented ||
    event.nativeEvent.isComposing ||
    event.ctrlKey ||
    event.altKey ||
    event.metaKey
  )
    return;
  const field = event.target;
  if (!isLineField(field)) return;
  event.preventDefault();
  if (field.getAttribute('aria-autocomplete') === 'list' && field.getAttribute('aria-expanded') === 'true') return;
  nextField(field, event.shiftKey ? -1 : 1)?.focus();
}
