import { useContext, useState } from 'react';
import { deepEquals } from '@rjsf/utils';
import { validationRoundContext } from './validationRoundContext';

interface Snapshot {
  errors: string[] | undefined;
  round: number;
  value: unknown;
  edited: boolean;
}

const NONE: string[] = [];

/**
 * The field errors worth showing: those of the last validation, until the user edits the value.
 * rjsf keeps submit errors until the next submit when liveValidate is off; a user who is fixing a field should not
 * keep seeing it flagged. New errors or a new submit (see ValidationRoundProvider) show them again.
 */
export function useVisibleErrors(rawErrors: string[] | undefined, value: unknown): string[] {
  const round = useContext(validationRoundContext);
  const [snapshot, setSnapshot] = useState<Snapshot>({ errors: rawErrors, round, value, edited: false });
  if (snapshot.errors !== rawErrors || snapshot.round !== round) {
    // Adjusting state while rendering is React's documented way to reset state derived from changed inputs.
    setSnapshot({ errors: rawErrors, round, value, edited: false });
    return rawErrors ?? NONE;
  }
  const edited = snapshot.edited || !deepEquals(snapshot.value, value);
  if (edited && !snapshot.edited) {
    setSnapshot({ ...snapshot, edited: true });
  }
  return edited ? NONE : (rawErrors ?? NONE);
}
