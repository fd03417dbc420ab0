import { useEffect, useState } from 'react';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';

/** The main client's tenants (own and sub-tenants) for the tenant selector; empty for everybody else. */
export function useTenants(hauptmandant: boolean): { id: number; name: string }[] {
  const { notify } = useNotifier();
  const [tenants, setTenants] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    if (!hauptmandant) return;
    api.GET('/api/mandanten/hauptmandant-summary').then(unwrap)
      .then((list) => setTenants(list.filter((m) => m.id).map((m) => ({ id: m.id!, name: m.name ?? String(m.id) }))))
      .catch((error: unknown) => notify(toNotifications(error)));
  }, [hauptmandant, notify]);
  return tenants;
}
