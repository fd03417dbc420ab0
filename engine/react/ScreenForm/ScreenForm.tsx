import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget } from '@rjsf/utils';
import type { RegistryWidgetsType } from '@rjsf/utils';
import {
  applyComputed,
  applyVariants,
  createContext,
  createFormStore,
  engineTexts,
  evaluate,
  createMessageStore,
  fieldNodes,
  fillText,
  maintainTables,
  normalizeRows,
  schemaAt,
  tableNodes,
  toUiSchema,
  validateScreen,
  watchComputed,
  watchFieldStates,
} from '../../core';
import type { ComputedMemory, OptionSources, RuleContext, ScreenDocument, VariantOverlay } from '../../core';
import { ExplainFieldTemplate, ExplainModeDefault, ExplainToggle } from '../explain';
import { ActionButton, formActions, SubmitAction } from '../layout';
import {
  bindWidget,
  boundWidgets,
  createDialogState,
  createValueState,
  formControls,
  FormRuntimeContext,
  RuntimeFieldTemplate,
  type ActionEvent,
  type FormControls,
  type FormRuntime,
} from '../runtime';
import { ScreenBoundary } from '../ScreenBoundary';
import { BlueprintForm, portalValidator as validator, Theme } from '../theme';
import { moveOnEnter } from './enterKey';
import { FormToolbar } from './FormToolbar';
import { LayoutObjectFieldTemplate } from './LayoutObjectFieldTemplate';
import { MessageSummary } from './MessageSummary';
import { rjsfView } from './rjsfView';
import { showErrors, submitForm } from './refuse';

type Data = Record<string, unknown>;

/** Props of {@link ScreenForm}. */
export interface ScreenFormProps {
  document: ScreenDocument;
  overlays?: VariantOverlay[];
  context?: Partial<Omit<RuleContext, 'data'>>;
  /** Initial data; a new object resets the form. */
  formData?: Data;
  disabled?: boolean;
  /**
   * A valid form's data, with the form's controls (so the caller can show the server's refusal at the fields: `form.showErrors`)
   * and, where the document has several submit actions, the id of the one pressed (Enter submits through the first).
   */
  onSubmit: (data: Data, form: FormControls, actionId?: string) => void;
  /** Every change, with the form's controls (so a caller can complete data from the API, e.g. a lookup by number). */
  onChange?: (data: Data, form: FormControls) => void;
  /** Extra widgets a screen document may name (suggest boxes, tables); bound to the store like the theme's. */
  widgets?: RegistryWidgetsType;
  /** Loads a reference endpoint's items for fields whose document names an options `source` (app/ passes the API client's). */
  optionSources?: OptionSources;
  /** Toolbar actions, table row actions (`event` names table and row) and confirmed dialogs, by id, with the current data
   * and the form's controls (set data, open dialogs). */
  onAction?: (id: string, data: Data, form: FormControls, event?: ActionEvent) => void;
  /** What the caller draws in the toolbar for the document's `kind: custom` actions, by action id (e.g. the print menu). */
  toolbarItems?: Record<string, ReactNode>;
  /** Data the page adds for the rules only (the document's `ruleData`, e.g. the list's marked rows): kept in the form's data
   * under these names, so actions and fields whose rules read them follow; never rendered. */
  ruleData?: Data;
  /** Ids of top-level layout nodes the page places itself with an engine component (ScreenTabs beside a grid). */
  aside?: string[];
  /** Names the fields (and `children`) a search landmark of this name, the toolbar staying outside (filters of a list). */
  search?: string;
  /** Offers the 'Warum?' mode (admins): a toolbar toggle, then each field explains `document` with `overlays` for the form's context. */
  explain?: boolean;
  children?: ReactNode;
}

const templates = { FieldTemplate: RuntimeFieldTemplate };
// The submit button and the document's other form buttons in one row below the form; a narrow window wraps them.
const FORM_ACTIONS = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;
const explainTemplates = { FieldTemplate: ExplainFieldTemplate };
const NO_OVERLAYS: VariantOverlay[] = [];

/**
 * Renders a screen document with the Blueprint theme. Data lives in a store outside React: rjsf lays
 * the form out once, and a keystroke re-renders only the edited field and the fields whose rules
 * read it. Validation uses the shared engine rules, as the server does. A document that cannot be
 * rendered shows the German error panel naming it instead of blanking the page.
 */
export function ScreenForm(props: ScreenFormProps) {
  return (
    <ScreenBoundary screen={props.document.id} resetKey={props.document}>
      <ScreenFormBody {...props} />
    </ScreenBoundary>
  );
}

const knownWidgets = { ...getDefaultRegistry().widgets, ...Theme.widgets };

/** Refuses a document naming a widget no registry holds, in German and before rjsf fails somewhere deep inside. */
function assertKnownWidgets(doc: ScreenDocument, widgets: RegistryWidgetsType) {
  const registered = { ...knownWidgets, ...widgets };
  for (const node of fieldNodes(doc.layout)) {
    if (node.widget && !hasWidget((schemaAt(doc.dataSchema, node.field) ?? {}) as never, node.widget, registered)) {
      throw new Error(fillText(engineTexts.unknownWidget, { widget: node.widget, field: node.field }));
    }
  }
}

function ScreenFormBody(props: ScreenFormProps) {
  const {
    document,
    overlays = NO_OVERLAYS,
    context,
    formData,
    disabled,
    onSubmit,
    onChange,
    widgets,
    optionSources,
    onAction,
    toolbarItems,
    ruleData,
    aside,
    search,
    children,
  } = props;
  // Storybook's global 'Warum?' offers the mode everywhere and starts it on; the mode outlives rebuilt runtimes.
  const explainDefault = useContext(ExplainModeDefault);
  const offered = Boolean(props.explain) || explainDefault;
  const [explainMode] = useState(() => createValueState(explainDefault));
  useEffect(() => explainMode.set(explainDefault), [explainMode, explainDefault]);
  // Keyed by content: callers often pass a fresh context object on every render, which must not reset the form.
  const contextKey = JSON.stringify(context ?? {});
  // The modes (e.g. mandantSpezi29) belong to the rule context too: rules read them as the server's do (orders.md §4).
  const base = useMemo(() => {
    const { variant, config, session, modes } = createContext(JSON.parse(contextKey) as typeof context);
    return { variant, config, session, modes: modes ?? {} };
  }, [contextKey]);
  const asideKey = (aside ?? []).join(' ');
  const doc = useMemo(() => {
    const resolved = applyVariants(document, overlays, { ...base, data: formData ?? {} }).document;
    const placed = asideKey ? asideKey.split(' ') : [];
    return placed.length
      ? { ...resolved, layout: resolved.layout.filter((n) => !placed.includes((n as { id?: string }).id ?? '')) }
      : resolved;
  }, [document, overlays, base, formData, asideKey]);
  // A new context (configuration arriving after the first render, a variant switch) rebuilds the rules but must keep
  // what the user typed: only a new formData from the caller starts the form over.
  const previous = useRef<{ formData?: Data; runtime: FormRuntime } | null>(null);
  const runtime = useMemo<FormRuntime>(() => {
    // The same form under new rules: what the user typed, the messages of a refused save, its summary and the open tabs go on.
    const before = previous.current && previous.current.formData === formData ? previous.current.runtime : null;
    const carried = before ? before.store.getData() : formData;
    // Tables start with their trailing empty row, so the first render already shows it.
    const initial = Object.fromEntries(
      tableNodes(doc.layout).map((t) => [t.field, normalizeRows(carried?.[t.field], t.sequence)]),
    );
    // Computed values are in the data before the first render: written by an effect, they cost a second render of every
    // field that shows one (76 ms of a 50-position mount); the effect's watcher goes on from the same memory.
    const computed: ComputedMemory = new Map();
    const store = createFormStore<Data>(
      applyComputed(doc, { ...base, data: { ...carried, ...initial } } as RuleContext, computed),
    );
    const messages = createMessageStore(store);
    if (before) messages.set(before.messages.all());
    // Validating some fields (a dialog's) replaces their messages only: the rest of the form keeps its own.
    const validate = (fields?: string[]) => {
      const inScope = (field: string) => !fields || fields.includes(field.split('.')[0]);
      const found = validateScreen(doc, { ...base, data: store.getData() }).filter((m) => inScope(m.field));
      messages.set(fields ? [...messages.all().filter((m) => !inScope(m.field)), ...found] : found);
      return found.length === 0;
    };
    return {
      store,
      messages,
      validate,
      base,
      document: doc,
      computed,
      dialogs: createDialogState(),
      optionCache: new Map(),
      tabs: createValueState<Record<string, string>>(before?.tabs?.get() ?? {}),
      summary: createValueState<string[] | null>(before?.summary?.get() ?? null),
      readOnly: evaluate(doc.readOnly, { ...base, data: store.getData() }, false),
      watcher: watchFieldStates(doc, store, base),
    };
  }, [doc, base, formData]);
  previous.current = { formData, runtime };
  // Callbacks change with the caller's renders; the runtime reads the latest without being rebuilt.
  runtime.optionSources = optionSources;
  runtime.onAction = onAction;
  // The pressed action's id goes to the caller only where the document has several submit actions to tell apart.
  const severalSubmits = (doc.actions ?? []).filter((a) => a.kind === 'submit').length > 1;
  runtime.submit = (actionId) => submitForm(runtime, onSubmit, severalSubmits ? actionId : undefined);
  runtime.showErrors = (messages) => showErrors(runtime, messages);
  runtime.explain = useMemo(
    () => (offered ? { base: document, overlays, mode: explainMode } : undefined),
    [offered, document, overlays, explainMode],
  );
  // Watcher and message store only listen to this runtime's own store and go with it, so they need no disposal;
  // disposing them here would break StrictMode's effect re-run. Tables and computed rules restart cleanly.
  useEffect(() => {
    const stopTables = maintainTables(doc, runtime.store, (table, from) => runtime.messages.dropRows(table, from));
    const stopComputed = watchComputed(doc, runtime.store, base, runtime.computed);
    return () => {
      stopTables();
      stopComputed();
    };
  }, [runtime, doc, base]);
  const ruleDataKey = JSON.stringify(ruleData ?? {});
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(ruleDataKey) as Data)) runtime.store.set(name, value);
  }, [runtime, ruleDataKey]);
  useEffect(
    () =>
      onChange
        ? runtime.store.subscribe('', () => onChange(runtime.store.getData(), formControls(runtime)))
        : undefined,
    [runtime, onChange],
  );
  const allWidgets = useMemo(
    () =>
      widgets
        ? { ...boundWidgets, ...Object.fromEntries(Object.entries(widgets).map(([name, w]) => [name, bindWidget(w)])) }
        : boundWidgets,
    [widgets],
  );
  useMemo(() => assertKnownWidgets(doc, allWidgets), [doc, allWidgets]);
  const uiSchema = useMemo(
    () => ({ ...toUiSchema(doc, {}), 'ui:ObjectFieldTemplate': LayoutObjectFieldTemplate }),
    [doc],
  );
  const view = useMemo(() => rjsfView(doc), [doc]);
  const viewData = useMemo(() => view.pick(formData), [view, formData]);

  // Several submit actions validate alike and tell the caller which was pressed; the first is the form's own (Enter).
  const submitActions = (doc.actions ?? []).filter((a) => a.kind === 'submit' && a.placement !== 'toolbar');
  const submitAction = doc.actions?.find((a) => a.kind === 'submit');
  if (!evaluate(doc.visible, { ...base, data: formData ?? {} }, true)) return null;

  const body = (
    <>
      {/* Enter in a field moves on unless the document is a one-step form (enterKey 'submit', e.g. login); dialogs bubble here too. */}
      <div onKeyDown={doc.enterKey === 'submit' ? undefined : moveOnEnter}>
        <BlueprintForm
          schema={view.schema as never}
          uiSchema={uiSchema as never}
          formData={viewData}
          validator={validator}
          widgets={allWidgets}
          templates={offered ? explainTemplates : templates}
          noValidate
          noHtml5Validate
          showErrorList={false}
          disabled={disabled}
          readonly={runtime.readOnly}
          onSubmit={() => runtime.submit?.(submitAction?.id)}
        >
          {/* Always a child: without one rjsf would draw its own submit button. */}
          <div style={FORM_ACTIONS}>
            {submitActions.map((a, i) => (
              <SubmitAction key={a.id} action={a} disabled={disabled} formSubmit={i === 0} />
            ))}
            {formActions(doc.actions).map((a) => (
              <ActionButton key={a.id} action={a} minimal />
            ))}
          </div>
        </BlueprintForm>
      </div>
      {children}
    </>
  );

  return (
    <FormRuntimeContext.Provider value={runtime}>
      <FormToolbar
        actions={doc.actions}
        items={toolbarItems}
        disabled={disabled}
        summary={doc.errorDisplay !== 'summary'}
        extra={offered ? <ExplainToggle /> : undefined}
      />
      {doc.errorDisplay === 'summary' && <MessageSummary />}
      {/* A list's filters: fields and children form a search landmark; the toolbar stays outside it. */}
      {search ? (
        <div role="search" aria-label={search}>
          {body}
        </div>
      ) : (
        body
      )}
    </FormRuntimeContext.Provider>
  );
}
