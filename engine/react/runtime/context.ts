import { createContext, useContext } from 'react';
import type {
  ComputedMemory,
  FieldMessage,
  FieldStateWatcher,
  FormStore,
  MessageStore,
  OptionSources,
  RuleContext,
  ScreenDocument,
  VariantOverlay,
} from '../../core';
import type { ValueState } from './valueState';

/** Which dialog of the form is open; a tiny store so only the dialogs re-render. */
export interface DialogState {
  open(id: string | null): void;
  current(): string | null;
  subscribe(listener: () => void): () => void;
}

/** The 'Warum?' mode of a form: the unresolved document and overlays explanations compare, and whether the mode is on. */
export interface ExplainSource {
  base: ScreenDocument;
  overlays: VariantOverlay[];
  mode: ValueState<boolean>;
}

/** What store-bound widgets and templates read: data, field states and messages of one form. */
export interface FormRuntime {
  store: FormStore;
  watcher: FieldStateWatcher;
  messages: MessageStore;
  /** Session, configuration and variant the rules read besides the data. */
  base?: Omit<RuleContext, 'data'>;
  /** The resolved screen document (overlays applied). */
  document?: ScreenDocument;
  dialogs?: DialogState;
  /** What the computed rules wrote into the initial data (watchComputed goes on from it instead of writing it again). */
  computed?: ComputedMemory;
  /** The document's readOnly rule held when the form started: cells, row actions and dialog confirms are locked too. */
  readOnly?: boolean;
  /** Loads the items of a reference endpoint named in the document (injected by the caller). */
  optionSources?: OptionSources;
  /** Loaded option items per source and parameters, shared by all fields (and table rows) of the form. */
  optionCache?: Map<string, Promise<Record<string, unknown>[]>>;
  /** Validates the given top-level fields (all when omitted), shows their messages; true when none. */
  validate?: (fields?: string[]) => boolean;
  /** The selected tab per tabs node id (a tab chosen by the user or by a jump to a field in it). */
  tabs?: ValueState<Record<string, string>>;
  /** The message paths of the last refused save: the error summary lists those still open; null when none was refused. */
  summary?: ValueState<string[] | null>;
  /** Shows messages at their fields, lists them in the error summary and focuses the first (a refused save). */
  showErrors?: (messages: FieldMessage[]) => void;
  /**
   * Validates the whole form and saves through the caller, or shows the summary and focuses the first invalid field;
   * `actionId` names the submit action pressed when a document has several (e.g. CSV or xlsx export).
   */
  submit?: (actionId?: string) => void;
  /** Set when the caller offers the 'Warum?' mode (admins, Storybook); labels then get their explain buttons while it is on. */
  explain?: ExplainSource;
  /** Reports toolbar actions, row actions (with their row) and confirmed dialogs to the caller. */
  onAction?: (id: string, data: Record<string, unknown>, form: FormControls, event?: ActionEvent) => void;
}

/** Where an action was clicked: a row action names its table (the array property) and the row's index. */
export interface ActionEvent {
  table: string;
  index: number;
}

/** What an action handler may do with the form: read and write data (prefill a dialog, take over its lines), open dialogs, validate. */
export interface FormControls {
  get(path: string): unknown;
  set(path: string, value: unknown): void;
  openDialog(id: string | null): void;
  validate(fields?: string[]): boolean;
  /** Shows messages found elsewhere (the server's answer to a save) at their fields, in the error summary, and focuses the first. */
  showErrors?(messages: FieldMessage[]): void;
}

/** The controls of a runtime, handed to action handlers. */
export function formControls(runtime: FormRuntime): FormControls {
  return {
    get: (path) => runtime.store.get(path),
    set: (path, value) => runtime.store.set(path, value),
    openDialog: (id) => runtime.dialogs?.open(id),
    validate: (fields) => runtime.validate?.(fields) ?? true,
    showErrors: (messages) => runtime.showErrors?.(messages),
  };
}

/** The runtime of the surrounding ScreenForm; null in a plain BlueprintForm. */
export const FormRuntimeContext = createContext<FormRuntime | null>(null);

/** The data path of the field being rendered, set by the runtime field template. */
export const FieldPathContext = createContext<string | null>(null);

/** The surrounding form runtime, or null outside a ScreenForm. */
export function useFormRuntime(): FormRuntime | null {
  return useContext(FormRuntimeContext);
}

/** The data path of the surrounding field, or null. */
export function useFieldPath(): string | null {
  return useContext(FieldPathContext);
}

/** Creates the dialog state of a form. */
export function createDialogState(): DialogState {
  let open: string | null = null;
  const listeners = new Set<() => void>();
  return {
    open(id) {
      open = id;
      listeners.forEach((l) => l());
    },
    current: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
