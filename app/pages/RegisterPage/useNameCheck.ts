import { useCallback, useEffect, useRef } from 'react';
import type { FieldMessage } from '../../../engine/core';
import type { FormControls } from '../../../engine/react';
import { api, unwrap } from '../../api';

/** Wait after the last key before asking the server, so a name is checked once it is typed, not per letter. */
const CHECK_DELAY_MS = 300;
type Data = Record<string, unknown>;

/**
 * Checks the user name's uniqueness while the user types (account-admin.md §5: checked by a call): a taken name shows
 * `message` at the field (without moving the focus); `taken` tells the save whether the last answer for a name was 'taken'.
 */
export function useNameCheck(message: string) {
  const answers = useRef(new Map<string, boolean>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const finding = useCallback((): FieldMessage => ({ field: 'name', message, rule: 'nameVergeben' }), [message]);
  const onChange = useCallback((data: Data, form: FormControls) => {
    const name = typeof data.name === 'string' ? data.name.trim() : '';
    clearTimeout(timer.current);
    if (!name || name.length > 30) return;
    timer.current = setTimeout(() => {
      api.GET('/api/benutzer/checkName/{username}', { params: { path: { username: name } } })
        .then((result) => {
          const taken = unwrap(result) === true;
          answers.current.set(name.toLowerCase(), taken);
          // Only while the field still holds the name asked about: an answer to an older name says nothing.
          const now = form.get('name');
          if (taken && typeof now === 'string' && now.trim() === name) form.showMessages?.([finding()]);
        })
        // A failed check decides nothing: the server refuses a taken name on save.
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
  }, [finding]);
  const taken = useCallback((name: string) => answers.current.get(name.trim().toLowerCase()) === true, []);
  return { onChange, taken, finding };
}
