import { createContext, evaluate, getAt, locateField, tableNodes } from '../../core';
import type { FieldLocation } from '../../core';
import { formControls, type FormRuntime } from './context';

/** The DOM id of the widget at a data path, as rjsf and the layout give it ('absender.name' → 'root_absender_name'). */
export const fieldElementId = (path: string): string => `root_${path.replaceAll('.', '_')}`;

/** Frames to wait for a selected tab or an opened dialog to show the field before giving up. */
const FRAMES = 30;
const nextFrame = (callback: () => void) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(callback);
  else setTimeout(callback, 16);
};

/**
 * Runs `then` once the element is rendered outside a hidden tab panel (tabs and dialogs render after the jump) and enabled
 * (a form disabled while it saves is enabled again after the server's refusal); a field that stays disabled gets it anyway.
 */
function whenShown(id: string, then: (element: HTMLElement) => void, frames = FRAMES): void {
  const element = document.getElementById(id);
  const shown = element && !element.closest('[aria-hidden="true"]');
  if (shown && (!(element as HTMLInputElement).disabled || frames === 0)) then(element);
  else if (frames > 0) nextFrame(() => whenShown(id, then, frames - 1));
}

/**
 * The row action of a dialog location opens the dialog for its row, as a click on it would (the caller copies the row's
 * lines in), and the message moves along into the dialog's cell. Returns the path to focus: the dialog's cell, or the
 * row's first cell when the action is not available for that row (hidden, disabled, read-only form).
 */
function openForRow(
  runtime: FormRuntime,
  at: FieldLocation & { opener: NonNullable<FieldLocation['opener']> },
  path: string,
  context: object,
): string {
  const { table, index, action: id } = at.opener;
  const node = tableNodes(runtime.document?.layout ?? []).find(
    (t) => t.field === table && t.rowActions?.some((a) => a.id === id),
  );
  const action = node?.rowActions?.find((a) => a.id === id);
  const data = runtime.store.getData();
  const row = { ...context, row: getAt(data, `${table}.${index}`) ?? {}, index };
  if (
    !node ||
    !action?.opens ||
    runtime.readOnly ||
    !evaluate(action.visible, row, true) ||
    !evaluate(action.enabled, row, true)
  ) {
    return `${table}.${index}.${node?.columns[0]?.field ?? ''}`;
  }
  runtime.dialogs?.open(action.opens);
  runtime.onAction?.(action.id, data, formControls(runtime), { table, index });
  const moved = runtime.messages.get(path).map((m) => ({ ...m, field: at.path }));
  runtime.messages.set([...runtime.messages.all().filter((m) => m.field !== at.path), ...moved]);
  return at.path;
}

/**
 * Brings the user to the field of a data path: selects the tabs it sits in (the layout's tabs), opens its dialog (through
 * the row action for a row's dialog lines), then focuses it and scrolls it to the middle of the view — a table cell
 * horizontally too. A path the layout does not show is focused by its element id if it has one.
 */
export function focusField(runtime: FormRuntime, path: string): void {
  const context = createContext({ ...runtime.base, data: runtime.store.getData() });
  const at = runtime.document ? locateField(runtime.document, path, context) : null;
  if (at?.tabs.length)
    runtime.tabs?.set({ ...runtime.tabs.get(), ...Object.fromEntries(at.tabs.map((t) => [t.tabs, t.tab])) });
  let target = at?.path ?? path;
  if (at?.opener) target = openForRow(runtime, { ...at, opener: at.opener }, path, context);
  else if (at?.dialog && runtime.dialogs?.current() !== at.dialog) runtime.dialogs?.open(at.dialog);
  whenShown(fieldElementId(target), (element) => {
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  });
}
