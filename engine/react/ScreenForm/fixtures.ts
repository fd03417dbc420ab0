import { captureScreen } from '../../core/fixtures';
import { createContext, createFormStore, createMessageStore, watchFieldStates } from '../../core';
import type { FieldMessage } from '../../core';
import { createDialogState, createValueState, type FormControls, type FormRuntime } from '../runtime';

/** A capture with one position missing its weight: a save is refused at the sender, recipient, Frankatur and the cell. */
export const onePosition = { positionen: [{ nr: 1, inhalt: 'Papierrollen', gefahrgueter: [{ nr: 1, anzahl: '2' }] }] };

/** The refusal of a save of {@link onePosition}, plus the server's finding on the position's dangerous-goods line. */
export const refusal: FieldMessage[] = [
  { field: 'absender.name', message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.', rule: 'required' },
  { field: 'empfaenger.name', message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.', rule: 'required' },
  { field: 'frankatur', message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.', rule: 'required' },
  { field: 'positionen.0.gewicht', message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.', rule: 'required' },
  {
    field: 'positionen.0.gefahrgueter.0.unnr',
    message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.',
    rule: 'required',
  },
];

/** A form runtime over the capture fixture whose last save was refused with `messages` (for the summary on its own). */
export function refusedRuntime(messages: FieldMessage[] = refusal): FormRuntime {
  const store = createFormStore<Record<string, unknown>>(onePosition);
  const base = createContext();
  const runtime: FormRuntime = {
    store,
    messages: createMessageStore(store),
    base,
    document: captureScreen,
    watcher: watchFieldStates(captureScreen, store, base),
    dialogs: createDialogState(),
    tabs: createValueState({}),
    summary: createValueState<string[] | null>(messages.map((m) => m.field)),
  };
  runtime.messages.set(messages);
  return runtime;
}

/** What the capture page does on the row action 'Gefahrgut': the dialog edits a copy of that position's lines. */
export const copyLines = (id: string, _data: unknown, form: FormControls, event?: { index: number }) => {
  if (id === 'gefahrgut' && event)
    form.set('zeilen', [...((form.get(`positionen.${event.index}.gefahrgueter`) ?? []) as unknown[])]);
};
