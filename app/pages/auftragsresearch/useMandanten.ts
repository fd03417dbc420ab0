import { useEffect, useState } from 'react';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';
import type { MandantOption } from './OrderFilters';

/** The tenants a main client may search in (its own and its sub-tenants); empty for everybody else. */
export function useMandanten(hauptmandant: boolean): MandantOption[] {
  const { notify } = useNotifier();
  const [mandanten, setMandanten] = useState<MandantOption[]>([]);
  useEffect(() => {
    if (!hauptmandant) { setMandanten([]); return; }
    api.GET('/api/mandanten/hauptmandant-summary').then(unwrap)
      .then((list) => setMandanten(list.filter((m) => m.id).map((m) => ({ id: m.id!, name: m.name ?? String(m.id) }))))
      .catch((error: unknown) => notify(toNotifications(error)));
  }, [hauptmandant, notify]);
  return mandanten;
}
