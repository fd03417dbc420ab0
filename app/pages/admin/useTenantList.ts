import { useEffect, useState } from 'react';
import type { components } from '../../../openapi';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';

/** A tenant as the /api/mandanten lists answer it. */
export type Tenant = components['schemas']['Mandant'];

/** Which list: the main tenants, the free tenants or the sub-tenants of one main tenant. */
export type TenantListKind = { list: 'haupt' } | { list: 'frei' } | { list: 'unter'; hauptmandantId: number };

const load = (kind: TenantListKind, searchString: string | undefined) => {
  const query = searchString ? { searchString } : {};
  if (kind.list === 'haupt') return api.GET('/api/mandanten/hauptmandanten-list', { params: { query } });
  if (kind.list === 'frei') return api.GET('/api/mandanten/freiemandanten', { params: { query } });
  return api.GET('/api/mandanten/untermandant/{id}', { params: { path: { id: kind.hauptmandantId }, query } });
};

/**
 * One tenant list of the tenant management, loaded again on each new `generation` (after a change, 'Aktualisieren'),
 * searched as account-admin.md §5 Lists says: 'Search fields in tenant and status lists fire only when empty or with at
 * least 2 characters.' Without a kind (no main tenant marked for its sub-tenants) the list is empty.
 */
export function useTenantList(kind: TenantListKind | null, search: string, generation: number): Tenant[] | null {
  const { notify } = useNotifier();
  const [rows, setRows] = useState<Tenant[] | null>(null);
  const text = search.trim();
  const fires = text.length !== 1;
  const key = kind ? JSON.stringify(kind) : null;
  useEffect(() => {
    if (!fires) return undefined;
    if (!key) {
      setRows([]);
      return undefined;
    }
    let current = true;
    load(JSON.parse(key) as TenantListKind, text || undefined)
      .then(unwrap)
      .then((list) => current && setRows(list))
      .catch((error: unknown) => notify(toNotifications(error)));
    return () => {
      current = false;
    };
  }, [key, text, fires, generation, notify]);
  return rows;
}
