import { useState } from 'react';
import { deepEquals } from '@rjsf/utils';

interface Snapshot {
  errors: string[] | undefined;
  value: unknown;
  edited: boolean;
}

const NONE: string[] = [];

/**
 * The field errors worth showing: those of the last validation until the user edits the value.
 * rjsf keeps submit errors until the next submit when liveValidate is off; a user who is fixing a field should not
 * keep seeing it flagged. A new validation hands over a new errors array, which shows the errors again.
 */
export function useVisibleErrors(rawErrors: string[] | undefined, value: unknown): string[] {
  const [snapshot, setSnapshot] = useState<Snapshot>({ errors: rawErrors, value, edited: false });
  if (snapshot.errors !== rawErrors) {
    // Adjusting state while rendering is React's documented way to reset derived state when a prop changes.
    setSnapshot({ errors: rawErrors, value, edited: false });
    return rawErrors ?? NONE;
  }
  const edited = snapshot.edited || !deepEquals(snapshot.value, value);
  if (edited && !snapshot.edited) {
    setSnapshot({ ...snapshot, edited: true });
  }
  return edited ? NONE : (rawErrors ?? NONE);
}
