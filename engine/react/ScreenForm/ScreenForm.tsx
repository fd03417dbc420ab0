import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import type { RegistryWidgetsType } from '@rjsf/utils';
import {
  applyVariants, createContext, createFormStore, evaluate, createMessageStore, maintainTables, normalizeRows, tableNodes, toUiSchema,
  validateScreen, watchComputed, watchFieldStates,
} from '../../core';
import type { OptionSources, RuleContext, ScreenDocument, VariantOverlay } from '../../core';
import { ActionBar, SubmitAction } from '../layout';
import {
  bindWidget, boundWidgets, createDialogState, formControls, FormRuntimeContext, RuntimeFieldTemplate, type ActionEvent, type FormControls,
  type FormRuntime,
} from '../runtime';
import { BlueprintForm, portalValidator as validator } from '../theme';
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
  /** Every change, with the form's controls (so a caller can complete data from the API, e.g. a lookup by number). */
  onChange?: (data: Data, form: FormControls) => void;
  /** Extra widgets a screen document may name (suggest boxes, tables); bound to the store like the theme's. */
  widgets?: RegistryWidgetsType;
  /** Loads a reference endpoint's items for fields whose document names an options `source` (app/ passes the API client's). */
  optionSources?: OptionSources;
  /** Toolbar actions, table row actions (`event` names table and row) and confirmed dialogs, by id, with the current data
   * and the form's controls (set data, open dialogs). */
  onAction?: (id: string, data: Data, form: FormControls, event?: ActionEvent) => void;
  children?: ReactNode;
}

const templates = { FieldTemplate: RuntimeFieldTemplate };

/**
 * Renders a screen document with the Blueprint theme. Data lives in a store outside React: rjsf lays
 * the form out once, and a keystroke re-renders only the edited field and the fields whose rules
 * read it. Validation uses the shared engine rules, as the server does.
 */
export function ScreenForm(props: ScreenFormProps) {
  const { document, overlays = [], context, formData, disabled, onSubmit, onChange, widgets, optionSources, onAction, children } = props;
  // Keyed by content: callers often pass a fresh context object on every render, which must not reset the form.
  const contextKey = JSON.stringify(context ?? {});
  // The modes (e.g. mandantSpezi29) belong to the rule context too: rules read them as the server's do (orders.md §4).
  const base = useMemo(() => {
    const { variant, config, session, modes } = createContext(JSON.parse(contextKey) as typeof context);
    return { variant, config, session, modes: modes ?? {} };
  }, [contextKey]);
  const doc = useMemo(() => applyVariants(document, overlays, { ...base, data: formData ?? {} }).document, [document, overlays, base, formData]);
  // A new context (configuration arriving after the first render, a variant switch) rebuilds the rules but must keep
  // what the user typed: only a new formData from the caller starts the form over.
  const previous = useRef<{ formData?: Data; runtime: FormRuntime } | null>(null);
  const runtime = useMemo<FormRuntime>(() => {
    const carried = previous.current && previous.current.formData === formData ? previous.current.runtime.store.getData() : formData;
    // Tables start with their trailing empty row, so the first render already shows it.
    const initial = Object.fromEntries(tableNodes(doc.layout).map((t) => [t.field, normalizeRows(carried?.[t.field], t.sequence)]));
    const store = createFormStore<Data>({ ...carried, ...initial });
    const messages = createMessageStore(store);
    const validate = (fields?: string[]) => {
      const found = validateScreen(doc, { ...base, data: store.getData() })
        .filter((m) => !fields || fields.includes(m.field.split('.')[0]));
      messages.set(found);
      return found.length === 0;
    };
    return {
      store, messages, validate, base, document: doc, dialogs: createDialogState(), optionCache: new Map(),
      readOnly: evaluate(doc.readOnly, { ...base, data: store.getData() }, false),
      watcher: watchFieldStates(doc, store, base),
    };
  }, [doc, base, formData]);
  previous.current = { formData, runtime };
  // Callbacks change with the caller's renders; the runtime reads the latest without being rebuilt.
  runtime.optionSources = optionSources;
  runtime.onAction = onAction;
  // Watcher and message store only listen to this runtime's own store and go with it, so they need no disposal;
  // disposing them here would break StrictMode's effect re-run. Tables and computed rules restart cleanly.
  useEffect(() => {
    const stopTables = maintainTables(doc, runtime.store);
    const stopComputed = watchComputed(doc, runtime.store, base);
    return () => {
      stopTables();
      stopComputed();
    };
  }, [runtime, doc, base]);
  useEffect(() => (onChange ? runtime.store.subscribe('', () => onChange(runtime.store.getData(), formControls(runtime))) : undefined), [runtime, onChange]);
  const allWidgets = useMemo(() => (widgets
    ? { ...boundWidgets, ...Object.fromEntries(Object.entries(widgets).map(([name, w]) => [name, bindWidget(w)])) }
    : boundWidgets), [widgets]);
  const uiSchema = useMemo(() => ({ ...toUiSchema(doc, {}), 'ui:ObjectFieldTemplate': LayoutObjectFieldTemplate }), [doc]);

  const submit = () => {
    if (runtime.validate!()) onSubmit(runtime.store.getData());
  };

  return (
    <FormRuntimeContext.Provider value={runtime}>
      {doc.actions && <ActionBar actions={doc.actions} />}
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
        readonly={runtime.readOnly}
        onSubmit={submit}
      >
        <SubmitAction action={doc.actions?.find((a) => a.kind === 'submit')} disabled={disabled} />
      </BlueprintForm>
      {children}
    </FormRuntimeContext.Provider>
  );
}
