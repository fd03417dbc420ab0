import { useCallback, useEffect, useState } from 'react';
import { api, toNotifications, unwrap } from '../../api';
import type { components } from '../../../openapi';
import { useNotifier } from '../../notifications';

/** A display status as GET /api/sendungsstati/anzeigestati-list answers it. */
export type DisplayStatus = components['schemas']['Anzeigestatus'];

/**
 * The display statuses of the status translator, searched as account-admin.md §5 Lists says: 'Search fields in tenant and
 * status lists fire only when empty or with at least 2 characters.'
 */
export function useDisplayStatuses(search: string) {
  const { notify } = useNotifier();
  const [rows, setRows] = useState<DisplayStatus[] | null>(null);
  const [generation, setGeneration] = useState(0);
  const text = search.trim();
  const fires = text.length !== 1;
  useEffect(() => {
    if (!fires) return;
    let current = true;
    api
      .GET('/api/sendungsstati/anzeigestati-list', { params: { query: text ? { searchString: text } : {} } })
      .then(unwrap)
      .then((list) => {
        if (current) setRows(list);
      })
      .catch((error: unknown) => notify(toNotifications(error)));
    return () => {
      current = false;
    };
  }, [text, fires, generation, notify]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { rows, reload };
}
