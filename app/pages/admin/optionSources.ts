import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';
import type { AdminOptionSourceId } from './documentIds';

type Items = Record<string, unknown>[];
type Params = Record<string, unknown>;

/** Admins import for every tenant, main clients for their own tenant and its sub-tenants (params.admin from the session). */
const SOURCES: Record<AdminOptionSourceId, (params: Params) => Promise<Items>> = {
  importMandanten: async ({ admin }) =>
    admin
      ? (unwrap(await api.GET('/api/mandanten/allmandanten')) as Items)
      : (unwrap(await api.GET('/api/mandanten/hauptmandant-summary')) as Items),
};

/** The admin page's option loader; unknown sources fail loudly. */
export const adminOptionSources: OptionSources = (source: string, params: Params = {}) => {
  if (!Object.hasOwn(SOURCES, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return SOURCES[source as keyof typeof SOURCES](params);
};
