import type { ScreenDocument } from './types';

// What a one-step form (login, password reset) uses; anything else needs the full engine (rjsf, tables, rules of fields).
const DOCUMENT_KEYS = new Set([
  '$schema',
  'id',
  'title',
  'description',
  'contract',
  'dataSchema',
  'layout',
  'actions',
  'errorDisplay',
  'enterKey',
  'messages',
]);
const PANEL_KEYS = new Set(['type', 'id', 'title', 'children']);
const FIELD_KEYS = new Set(['type', 'id', 'field', 'widget', 'autoFocus', 'autoComplete', 'placeholder']);
const FIELD_WIDGETS = new Set([undefined, 'text', 'password']);
const PROPERTY_KEYS = new Set(['type', 'title', 'maxLength', 'description']);
const ACTION_KEYS = new Set(['id', 'label', 'kind', 'intent', 'icon', 'visible', 'placement']);

const extra = (entry: object, allowed: Set<string>) => Object.keys(entry).filter((k) => !allowed.has(k));

/**
 * Why a screen needs the full form engine rather than the light one, as codes for developers (an empty list: it does not). The light form renders
 * panels of single-line text and password fields and form buttons, refuses through the engine's own validation and paints
 * without the rjsf and Ajv code, which a page loads only for a document that asks for more (an overlay for the screen
 * always does: overlays are applied by the full engine).
 */
export function lightFormGaps(doc: ScreenDocument, overlayScreens: string[] = []): string[] {
  const gaps = extra(doc, DOCUMENT_KEYS).map((k) => `property ${k}`);
  if (overlayScreens.includes(doc.id)) gaps.push('overlay');
  if (doc.errorDisplay !== 'summary') gaps.push('errorDisplay');
  if (doc.enterKey !== 'submit') gaps.push('enterKey');
  const schema = doc.dataSchema as { type?: string; properties?: Record<string, object>; [k: string]: unknown };
  gaps.push(
    ...extra(schema, new Set(['type', 'properties', 'required', 'additionalProperties'])).map((k) => `dataSchema.${k}`),
  );
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const p = property as { type?: unknown };
    if (p.type !== 'string' || extra(p, PROPERTY_KEYS).length) gaps.push(`field ${name}`);
  }
  for (const node of doc.layout) {
    const panel = node as { type: string; children?: object[] };
    if (panel.type !== 'panel' || extra(panel, PANEL_KEYS).length) {
      gaps.push(`node ${panel.type}`);
      continue;
    }
    for (const child of panel.children ?? []) {
      const field = child as { type: string; widget?: string; field?: string };
      const known = field.field !== undefined && schema.properties?.[field.field];
      if (field.type !== 'field' || !known || !FIELD_WIDGETS.has(field.widget) || extra(field, FIELD_KEYS).length)
        gaps.push(`node ${field.field ?? field.type}`);
    }
  }
  // One submit button below the form and buttons placed in the form; a toolbar or a second submit needs the full engine.
  const actions = doc.actions ?? [];
  if (actions.filter((a) => a.kind === 'submit').length !== 1) gaps.push('submit');
  for (const action of actions) {
    const placed = action.kind === 'submit' ? action.placement !== 'toolbar' : action.placement === 'form';
    if ((action.kind !== 'submit' && action.kind !== 'button') || !placed || extra(action, ACTION_KEYS).length)
      gaps.push(`action ${action.id}`);
  }
  return gaps;
}
