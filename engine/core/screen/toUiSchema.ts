import type { FieldState } from './resolveFields';
import type { FieldNode, ScreenDocument } from './types';
import { fieldNodes } from './walk';

/** rjsf's uiSchema as plain data, so building it needs no React. */
export type UiSchema = Record<string, unknown>;

/** Translates a screen layout plus evaluated field states into an rjsf uiSchema. */
export function toUiSchema(doc: ScreenDocument, states: Record<string, FieldState>): UiSchema {
  const ui: UiSchema = {
    'ui:options': { layout: doc.layout },
    'ui:order': [...new Set(fieldNodes(doc.layout).map((n) => n.field.split('.')[0])), '*'],
  };
  // A nested path ('absender.name') is rendered by the layout itself, not by rjsf's object field.
  for (const node of fieldNodes(doc.layout).filter((n) => !n.field.includes('.'))) {
    const state = states[node.field];
    ui[node.field] = {
      ...(node.widget && { 'ui:widget': node.widget }),
      ...(state && !state.visible && { 'ui:widget': 'hidden' }),
      ...(state?.readOnly && { 'ui:readonly': true }),
      ...(node.placeholder && { 'ui:placeholder': node.placeholder }),
      ...(node.autoFocus && { 'ui:autofocus': true }),
      ...(node.autoComplete && { 'ui:autocomplete': node.autoComplete }),
      ...(node.help && { 'ui:help': node.help }),
      ...(widgetOptions(node) && { 'ui:options': widgetOptions(node) }),
    };
  }
  const submit = doc.actions?.find((a) => a.kind === 'submit');
  ui['ui:submitButtonOptions'] = submit ? { submitText: submit.label, norender: false } : { norender: true };
  return ui;
}

/** The document's widget settings as rjsf ui:options (options source, line breaks, rows, toggle labels). */
export function widgetOptions(node: FieldNode): Record<string, unknown> | undefined {
  const options = {
    ...(node.options && { optionsSpec: node.options }),
    ...(node.maxLineBreaks !== undefined && { maxLineBreaks: node.maxLineBreaks }),
    ...(node.rows !== undefined && { rows: node.rows }),
    ...(node.labels && { yesLabel: node.labels.on, noLabel: node.labels.off }),
  };
  return Object.keys(options).length ? options : undefined;
}
