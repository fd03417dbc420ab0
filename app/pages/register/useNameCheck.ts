import { useCallback, useEffect, useRef } from 'react';
import type { FormControls } from '../../../engine/react';
import { api, unwrap } from '../../api';
import type { UserDialogCheckId } from '../usermanagement/documentIds';
import type { RegisterCheckId } from './documentIds';

/** Wait after the last key before asking the server, so a name is checked once it is typed, not per letter. */
const CHECK_DELAY_MS = 300;
/** The rule data the document's check 'nameVergeben' reads: the name the server called taken. */
const TAKEN = 'nameVergeben' satisfies RegisterCheckId & UserDialogCheckId;
type Data = Record<string, unknown>;

/**
 * Checks the user name's uniqueness while the user types (account-admin.md §5: checked by a call). A taken name goes into
 * the form's rule data, so the document's check 'nameVergeben' words it at the field — at once (without moving the focus)
 * and again on every save until the name changes.
 */
export function useNameCheck() {
  const answers = useRef(new Map<string, boolean>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mark = useCallback((name: string, form: FormControls) => {
    const now = form.get('name');
    // Only while the field still holds the name asked about: an answer to an older name says nothing.
    if (typeof now !== 'string' || now.trim() !== name) return;
    form.set(TAKEN, name);
    form.validate(['name']);
  }, []);
  return useCallback(
    (data: Data, form: FormControls) => {
      const name = typeof data.name === 'string' ? data.name.trim() : '';
      clearTimeout(timer.current);
      if (!name || name.length > 30 || data[TAKEN] === name) return;
      const known = answers.current.get(name.toLowerCase());
      if (known !== undefined) {
        if (known) mark(name, form);
        return;
      }
      timer.current = setTimeout(() => {
        api
          .GET('/api/benutzer/checkName/{username}', { params: { path: { username: name } } })
          .then((result) => {
            const taken = unwrap(result) === true;
            answers.current.set(name.toLowerCase(), taken);
            if (taken) mark(name, form);
          })
          // A failed check decides nothing: the server refuses a taken name on save.
          .catch(() => undefined);
      }, CHECK_DELAY_MS);
    },
    [mark],
  );
}
