import { compareLocations, createContext, locateField } from '../../core';
import type { FieldLocation, FieldMessage } from '../../core';
import { focusField, formControls, type FormControls, type FormRuntime } from '../runtime';

/** Messages with their place in the layout, in display order (those the layout does not show last). */
export function locateMessages(
  runtime: FormRuntime,
  messages: FieldMessage[],
): { message: FieldMessage; at: FieldLocation | null }[] {
  const context = createContext({ ...runtime.base, data: runtime.store.getData() });
  return messages
    .map((message) => ({
      message,
      at: runtime.document ? locateField(runtime.document, message.field, context) : null,
    }))
    .sort((a, b) => compareLocations(a.at, b.at));
}

/** A refused save: the error summary lists the messages, and the first invalid field (in display order) gets the focus. */
export function refuse(runtime: FormRuntime, messages: FieldMessage[]): void {
  runtime.summary?.set([...new Set(messages.map((m) => m.field))]);
  const first = locateMessages(
    runtime,
    messages.filter((m) => m.field !== ''),
  )[0];
  if (first) focusField(runtime, first.message.field);
}

/** Validates the whole form: saves through `onSubmit` (with the pressed action's id) when it is valid, else refuses with the messages found. */
export function submitForm(
  runtime: FormRuntime,
  onSubmit: (data: Record<string, unknown>, form: FormControls, actionId?: string) => void,
  actionId?: string,
): void {
  if (runtime.validate && !runtime.validate()) {
    refuse(runtime, runtime.messages.all());
    return;
  }
  runtime.summary?.set(null);
  if (actionId === undefined) onSubmit(runtime.store.getData(), formControls(runtime));
  else onSubmit(runtime.store.getData(), formControls(runtime), actionId);
}

/** Messages from elsewhere (the server's answer to a save) join the form's at their fields and are refused like the form's own. */
export function showErrors(runtime: FormRuntime, messages: FieldMessage[]): void {
  const fields = new Set(messages.map((m) => m.field));
  runtime.messages.set([...runtime.messages.all().filter((m) => !fields.has(m.field)), ...messages]);
  refuse(runtime, messages);
}
