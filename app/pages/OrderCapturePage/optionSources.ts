import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';

type Items = Record<string, unknown>[];
type Params = Record<string, unknown>;
/** The document's isGGVS parameter (a boolean) asks for the ADR filter endpoint; without it the whole list. */
const ggvs = (params: Params): boolean | null => (typeof params.isGGVS === 'boolean' ? params.isGGVS : null);

/** Reference endpoints the capture document names as option sources, through the generated client. */
const SOURCES: Record<string, (params: Params) => Promise<Items>> = {
  frankaturen: async () => unwrap(await api.GET('/api/frankaturen')) as Items,
  verkehrsarten: async () => unwrap(await api.GET('/api/verkehrsarten')) as Items,
  terminkennzeichen: async () => unwrap(await api.GET('/api/terminkennzeichen')) as Items,
  waehrungen: async () => unwrap(await api.GET('/api/waehrungen')) as Items,
  zustellkennzeichen: async () => unwrap(await api.GET('/api/zustellkennzeichen')) as Items,
  anlieferkennzeichen: async () => unwrap(await api.GET('/api/anlieferkennzeichen')) as Items,
  sperrigkeiten: async () => unwrap(await api.GET('/api/sperrigkeiten')) as Items,
  metrokennungen: async () => unwrap(await api.GET('/api/metrokennungen')) as Items,
  verpackungen: async (params) => {
    const isGGVS = ggvs(params);
    return unwrap(await (isGGVS === null ? api.GET('/api/verpackungen') : api.GET('/api/verpackungen/ggvs', { params: { query: { isGGVS } } }))) as Items;
  },
  lademittel: async (params) => {
    const isGGVS = ggvs(params);
    return unwrap(await (isGGVS === null ? api.GET('/api/lademittel') : api.GET('/api/lademittel/ggvs', { params: { query: { isGGVS } } }))) as Items;
  },
  eigentuemer: async () => unwrap(await api.GET('/api/eigentuemer')) as Items,
  mandanten: async () => unwrap(await api.GET('/api/mandanten/hauptmandant-summary')) as Items,
};

/** How many hits a search as the user types offers; typing more narrows them down. */
export const SEARCH_LIMIT = 20;
/** Sources searched on the server as the user types: the address book is too large to load whole (number, name, PLZ, Ort, Matchcode). */
const SEARCHES: Record<string, (text: string) => Promise<Items>> = {
  adressen: async (text) => unwrap(await api.GET('/api/adressen/search', {
    params: { query: { ...(text ? { query: text } : {}), page: 1, searchLimit: SEARCH_LIMIT } } })) as Items,
};

/** The ScreenForm option loader: unknown sources fail loudly so a typo in a document shows up at once. */
export const captureOptionSources: OptionSources = Object.assign((source: string, params: Params = {}, search?: string) => {
  const find = SEARCHES[source];
  if (find) return find(search ?? '');
  const load = SOURCES[source];
  if (!load) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return load(params);
}, { searches: (source: string) => Object.hasOwn(SEARCHES, source) });
