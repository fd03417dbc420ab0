import type { FieldState } from './resolveFields';
import type { ScreenDocument } from './types';
import { fieldNodes } from './walk';

/** rjsf's uiSchema as plain data, so building it needs no React. */
export type UiSchema = Record<string, unknown>;

/** Translates a screen layout plus evaluated field states into an rjsf uiSchema. */
export function toUiSchema(doc: ScreenDocument, states: Record<string, FieldState>): UiSchema {
  const ui: UiSchema = {
    'ui:options': { layout: doc.layout },
    'ui:order': [...fieldNodes(doc.layout).map((n) => n.field), '*'],
  };
  for (const node of fieldNodes(doc.layout)) {
    const state = states[node.field];
    ui[node.field] = {
      ...(node.widget && { 'ui:widget': node.widget }),
      ...(state && !state.visible && { 'ui:widget': 'hidden' }),
      ...(state?.readOnly && { 'ui:readonly': true }),
      ...(node.placeholder && { 'ui:placeholder': node.placeholder }),
      ...(node.autoFocus && { 'ui:autofocus': true }),
      ...(node.autoComplete && { 'ui:autocomplete': node.autoComplete }),
      ...(node.help && { 'ui:help': node.help }),
    };
  }
  const submit = doc.actions?.find((a) => a.kind === 'submit');
  ui['ui:submitButtonOptions'] = submit ? { submitText: submit.label, norender: false } : { norender: true };
  return ui;
}
