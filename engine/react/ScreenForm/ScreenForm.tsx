import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Callout } from '@blueprintjs/core';
import type { ErrorSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import {
  applyVariants, createContext, effectiveSchema, resolveFields, toUiSchema, validateScreen,
} from '../../core';
import type { FieldMessage, RuleContext, ScreenDocument, VariantOverlay } from '../../core';
import { BlueprintForm } from '../theme';
import { LayoutObjectFieldTemplate } from './LayoutObjectFieldTemplate';

type Data = Record<string, unknown>;

/** Props of {@link ScreenForm}. */
export interface ScreenFormProps {
  document: ScreenDocument;
  overlays?: VariantOverlay[];
  context?: Partial<Omit<RuleContext, 'data'>>;
  formData?: Data;
  disabled?: boolean;
  onSubmit: (data: Data) => void;
  onChange?: (data: Data) => void;
  children?: ReactNode;
}

/** Renders a screen document with the Blueprint theme and validates it with the shared engine rules. */
export function ScreenForm({ document, overlays = [], context, formData, disabled, onSubmit, onChange, children }: ScreenFormProps) {
  const [data, setData] = useState<Data>(formData ?? {});
  const [messages, setMessages] = useState<FieldMessage[]>([]);
  const ruleContext = createContext({ ...context, data });
  const { document: doc } = useMemo(() => applyVariants(document, overlays, ruleContext), [document, overlays, ruleContext.variant, ruleContext.config, ruleContext.session]);
  const states = resolveFields(doc, ruleContext);
  const schema = effectiveSchema(doc, states);
  const uiSchema = { ...toUiSchema(doc, states), 'ui:ObjectFieldTemplate': LayoutObjectFieldTemplate };
  const summary = doc.errorDisplay === 'summary';

  const change = (next: Data) => {
    // A field's message disappears as soon as its value changes.
    setMessages((current) => current.filter((m) => m.field !== '' && next[m.field] === data[m.field]));
    setData(next);
    onChange?.(next);
  };
  const submit = () => {
    const found = validateScreen(doc, { ...ruleContext, data });
    setMessages(found);
    if (found.length === 0) onSubmit(data);
  };

  return (
    <>
      {summary && messages.length > 0 && (
        <Callout intent="danger" role="alert">{[...new Set(messages.map((m) => m.message))].join(' ')}</Callout>
      )}
      <BlueprintForm
        schema={schema as never}
        uiSchema={uiSchema as never}
        formData={data}
        validator={validator}
        noValidate
        noHtml5Validate
        showErrorList={false}
        disabled={disabled}
        extraErrors={summary ? undefined : toErrorSchema(messages)}
        onChange={(e) => change((e.formData ?? {}) as Data)}
        onSubmit={submit}
      />
      {children}
    </>
  );
}

function toErrorSchema(messages: FieldMessage[]): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const m of messages.filter((x) => x.field)) (errors[m.field] ??= { __errors: [] }).__errors.push(m.message);
  return errors as ErrorSchema;
}
