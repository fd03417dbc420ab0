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
  adressen: async () => unwrap(await api.GET('/api/adressen/search', { params: { query: { searchLimit: 200 } } })) as Items,
  mandanten: async () => unwrap(await api.GET('/api/mandanten/hauptmandant-summary')) as Items,
};

/** The ScreenForm option loader: unknown sources fail loudly so a typo in a document shows up at once. */
export const captureOptionSources: OptionSources = (source, params = {}) => {
  const load = SOURCES[source];
  if (!load) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return load(params);
};
