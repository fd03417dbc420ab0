import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';
import { registerOptionSources } from '../register/optionSources';
import type { AdresserfassungLoadedSourceId, AdresserfassungSearchedSourceId } from './documentIds';

type Items = Record<string, unknown>[];
type Params = Record<string, unknown>;

const LOADED: Record<AdresserfassungLoadedSourceId, () => Promise<Items>> = {
  // Every country (sorted by code, account-admin.md §3): an address may lie where no order is handed over.
  laender: async () => unwrap(await api.GET('/api/laender')) as Items,
  mandanten: async () => unwrap(await api.GET('/api/mandanten/hauptmandant-summary')) as Items,
};

/** The register form's place search (places of the chosen country, params.lkz, by postcode or name start). */
const SEARCHED: Record<AdresserfassungSearchedSourceId, (text: string, params: Params) => Promise<Items>> = {
  orte: (text, params) => registerOptionSources('orte', params, text),
};

/** The address capture form's option loader; unknown sources fail loudly. */
export const adresserfassungOptionSources: OptionSources = Object.assign(
  (source: string, params: Params = {}, search?: string) => {
    if (Object.hasOwn(SEARCHED, source)) return SEARCHED[source as keyof typeof SEARCHED](search ?? '', params);
    if (!Object.hasOwn(LOADED, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
    return LOADED[source as keyof typeof LOADED]();
  },
  { searches: (source: string) => Object.hasOwn(SEARCHED, source) },
);
