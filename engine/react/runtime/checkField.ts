import { validateScreen } from '../../core';
import type { FormRuntime } from './context';

/**
 * Checks one field as the user leaves it and shows its messages where a save would (the same document and texts);
 * a missing value ('required') waits for the save, so tabbing through an empty form flags nothing.
 */
export function checkField(runtime: FormRuntime, path: string): void {
  if (!runtime.document || !runtime.base) return;
  const found = validateScreen(runtime.document, { ...runtime.base, data: runtime.store.getData() }).filter(
    (m) => m.field === path && m.rule !== 'required',
  );
  runtime.messages.setField(path, found);
}
