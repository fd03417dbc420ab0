import { useMemo, useState, type FormEvent } from 'react';
import { Button, Callout, Card, H5, Intent, type IconName } from '@blueprintjs/core';
import { createContext, evaluate } from '../../core/logic/evaluate';
import type { FieldNode, PanelNode } from '../../core/screen/types';
import type { FieldMessage } from '../../core/validation/validateScreen';
import { LightField, lightFieldId } from './LightField';
import type { LightScreenFormProps } from './LightScreenForm';

type Property = { title?: string; maxLength?: number; description?: string };
// The submit button and the document's other form buttons in one row below the form, as the full engine places them
// (there the root field's form group keeps Blueprint's 15 px below the panels).
const FORM_ACTIONS = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 15 } as const;

/**
 * A one-step screen document (panels of text and password fields, form buttons) without rjsf: the same markup, names and
 * messages as the full engine. A refused submit validates with the engine's own `validateScreen` (loaded on demand),
 * lists the messages once above the form and focuses the first field named.
 */
export function LightForm({ document: doc, context, disabled, onSubmit, onAction, children }: LightScreenFormProps) {
  const [data, setData] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<FieldMessage[]>([]);
  const rules = useMemo(() => createContext({ ...context, data }), [context, data]);
  const schema = doc.dataSchema as { properties?: Record<string, Property>; required?: string[] };
  const panels = doc.layout as PanelNode[];
  const fields = panels.flatMap((p) => (p.children ?? []) as FieldNode[]);
  const change = (field: string, value: string) => {
    // An emptied field is absent, as the full engine keeps it.
    setData(({ [field]: _old, ...rest }) => (value === '' ? rest : { ...rest, [field]: value }));
    setMessages((all) => all.filter((m) => m.field !== field));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Within the light form's scope (text fields, mandatory flags, limits the inputs enforce) a form is valid exactly when
    // no mandatory field is blank: it passes without loading anything, a refusal takes its texts from the engine's own
    // validation, loaded with the full engine.
    const blank = (schema.required ?? []).some((field) => !data[field]?.trim());
    if (!blank) return onSubmit(data);
    const { validateScreen } = await import('../ScreenForm/fullEngine');
    const found = validateScreen(doc, createContext({ ...context, data }));
    setMessages(found);
    if (!found.length) return onSubmit(data);
    const first = fields.find((f) => found.some((m) => m.field === f.field));
    if (first) window.document.getElementById(lightFieldId(first.field))?.focus();
  };
  const shown = (doc.actions ?? []).filter((a) => evaluate(a.visible, rules, true));
  const summary = [...new Set(messages.map((m) => m.message))].join(' ');
  return (
    <>
      {summary && (
        <Callout intent={Intent.DANGER} role="alert">
          {summary}
        </Callout>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {panels.map((panel) => (
          <Card key={panel.id} compact role={panel.title ? 'group' : undefined} aria-label={panel.title}>
            {panel.title && <H5>{panel.title}</H5>}
            {((panel.children ?? []) as FieldNode[]).map((node) => (
              <LightField
                key={node.field}
                node={node}
                schema={schema.properties?.[node.field] ?? {}}
                value={data[node.field] ?? ''}
                required={schema.required?.includes(node.field) ?? false}
                invalid={messages.some((m) => m.field === node.field)}
                disabled={disabled}
                onChange={(value) => change(node.field, value)}
              />
            ))}
          </Card>
        ))}
        <div style={FORM_ACTIONS}>
          {shown.map((action) => (
            <Button
              key={action.id}
              type={action.kind === 'submit' ? 'submit' : 'button'}
              text={action.label}
              icon={action.icon as IconName | undefined}
              intent={(action.intent as Intent | undefined) ?? (action.kind === 'submit' ? Intent.PRIMARY : undefined)}
              variant={action.kind === 'submit' ? undefined : 'minimal'}
              disabled={disabled}
              onClick={action.kind === 'submit' ? undefined : () => onAction?.(action.id, data)}
            />
          ))}
        </div>
      </form>
      {children}
    </>
  );
}
