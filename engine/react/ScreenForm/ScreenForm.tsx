import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { RegistryWidgetsType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import {
  applyVariants, createContext, createFormStore, createMessageStore, toUiSchema, validateScreen, watchFieldStates,
} from '../../core';
import type { RuleContext, ScreenDocument, VariantOverlay } from '../../core';
import { bindWidget, boundWidgets, FormRuntimeContext, RuntimeFieldTemplate, type FormRuntime } from '../runtime';
import { BlueprintForm } from '../theme';
import { LayoutObjectFieldTemplate } from './LayoutObjectFieldTemplate';
import { MessageSummary } from './MessageSummary';

type Data = Record<string, unknown>;

/** Props of {@link ScreenForm}. */
export interface ScreenFormProps {
  document: ScreenDocument;
  overlays?: VariantOverlay[];
  context?: Partial<Omit<RuleContext, 'data'>>;
  /** Initial data; a new object resets the form. */
  formData?: Data;
  disabled?: boolean;
  onSubmit: (data: Data) => void;
  onChange?: (data: Data) => void;
  /** Extra widgets a screen document may name (suggest boxes, tables); bound to the store like the theme's. */
  widgets?: RegistryWidgetsType;
  children?: ReactNode;
}

const templates = { FieldTemplate: RuntimeFieldTemplate };

/**
 * Renders a screen document with the Blueprint theme. Data lives in a store outside React: rjsf lays
 * the form out once, and a keystroke re-renders only the edited field and the fields whose rules
 * read it. Validation uses the shared engine rules, as the server does.
 */
export function ScreenForm({ document, overlays = [], context, formData, disabled, onSubmit, onChange, widgets, children }: ScreenFormProps) {
  // Keyed by content: callers often pass a fresh context object on every render, which must not reset the form.
  const contextKey = JSON.stringify(context ?? {});
  const base = useMemo(() => {
    const { variant, config, session } = createContext(JSON.parse(contextKey) as typeof context);
    return { variant, config, session };
  }, [contextKey]);
  const doc = useMemo(() => applyVariants(document, overlays, { ...base, data: formData ?? {} }).document, [document, overlays, base, formData]);
  const runtime = useMemo<FormRuntime>(() => {
    const store = createFormStore<Data>(formData ?? {});
    return { store, watcher: watchFieldStates(doc, store, base), messages: createMessageStore(store) };
  }, [doc, base, formData]);
  useEffect(() => () => {
    runtime.watcher.dispose();
    runtime.messages.dispose();
  }, [runtime]);
  useEffect(() => (onChange ? runtime.store.subscribe('', () => onChange(runtime.store.getData())) : undefined), [runtime, onChange]);
  const allWidgets = useMemo(() => (widgets
    ? { ...boundWidgets, ...Object.fromEntries(Object.entries(widgets).map(([name, w]) => [name, bindWidget(w)])) }
    : boundWidgets), [widgets]);
  const uiSchema = useMemo(() => ({ ...toUiSchema(doc, {}), 'ui:ObjectFieldTemplate': LayoutObjectFieldTemplate }), [doc]);

  const submit = () => {
    const data = runtime.store.getData();
    const found = validateScreen(doc, { ...base, data });
    runtime.messages.set(found);
    if (found.length === 0) onSubmit(data);
  };

  return (
    <FormRuntimeContext.Provider value={runtime}>
      {doc.errorDisplay === 'summary' && <MessageSummary />}
      <BlueprintForm
        schema={doc.dataSchema as never}
        uiSchema={uiSchema as never}
        formData={formData ?? {}}
        validator={validator}
        widgets={allWidgets}
        templates={templates}
        noValidate
        noHtml5Validate
        showErrorList={false}
        disabled={disabled}
        onSubmit={submit}
      />
      {children}
    </FormRuntimeContext.Provider>
  );
}
