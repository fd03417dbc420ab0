import { createContext, useContext } from 'react';
import type { FieldStateWatcher, FormStore, MessageStore } from '../../core';

/** What store-bound widgets and templates read: data, field states and messages of one form. */
export interface FormRuntime {
  store: FormStore;
  watcher: FieldStateWatcher;
  messages: MessageStore;
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
