import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';

type Items = Record<string, unknown>[];
/** Reference endpoints the capture document names as option sources, through the generated client. */
const SOURCES: Record<string, () => Promise<Items>> = {
  frankaturen: async () => unwrap(await api.GET('/api/frankaturen')) as Items,
  verkehrsarten: async () => unwrap(await api.GET('/api/verkehrsarten')) as Items,
  terminkennzeichen: async () => unwrap(await api.GET('/api/terminkennzeichen')) as Items,
  waehrungen: async () => unwrap(await api.GET('/api/waehrungen')) as Items,
  zustellkennzeichen: async () => unwrap(await api.GET('/api/zustellkennzeichen')) as Items,
  anlieferkennzeichen: async () => unwrap(await api.GET('/api/anlieferkennzeichen')) as Items,
  sperrigkeiten: async () => unwrap(await api.GET('/api/sperrigkeiten')) as Items,
  metrokennungen: async () => unwrap(await api.GET('/api/metrokennungen')) as Items,
  verpackungen: async () => unwrap(await api.GET('/api/verpackungen')) as Items,
  lademittel: async () => unwrap(await api.GET('/api/lademittel')) as Items,
  eigentuemer: async () => unwrap(await api.GET('/api/eigentuemer')) as Items,
  adressen: async () => unwrap(await api.GET('/api/adressen/search', { params: { query: { searchLimit: 200 } } })) as Items,
  mandanten: async () => unwrap(await api.GET('/api/mandanten/hauptmandant-summary')) as Items,
};

/** The ScreenForm option loader: unknown sources fail loudly so a typo in a document shows up at once. */
export const captureOptionSources: OptionSources = (source) => {
  const load = SOURCES[source];
  if (!load) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return load();
};
