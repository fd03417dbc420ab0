import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';
import type { LoadedOptionSourceId, SearchedOptionSourceId } from './optionSourceIds';

type Items = Record<string, unknown>[];
type Params = Record<string, unknown>;
/** The document's isGGVS parameter (a boolean) asks for the ADR filter endpoint; without it the whole list. */
const ggvs = (params: Params): boolean | null => (typeof params.isGGVS === 'boolean' ? params.isGGVS : null);
/**
 * The document's mandant parameter (the main-client selector's choice) as the query of a per-tenant list (orders.md §3, §7);
 * without a choice the server answers the session's tenant, so nothing is sent.
 */
const tenant = (params: Params): { mandant?: number } => {
  const id = Number(params.mandant);
  return Number.isInteger(id) && id > 0 ? { mandant: id } : {};
};

/** A per-tenant list with an ADR variant: the document's isGGVS parameter picks the filter endpoint. */
function withAdrFilter(
  all: (query: { mandant?: number }) => Promise<Items>,
  adr: (query: { mandant?: number; isGGVS: boolean }) => Promise<Items>,
): (params: Params) => Promise<Items> {
  return (p) => {
    const isGGVS = ggvs(p);
    return isGGVS === null ? all(tenant(p)) : adr({ ...tenant(p), isGGVS });
  };
}

/** Reference endpoints the capture document names as option sources, through the generated client. */
const SOURCES: Record<LoadedOptionSourceId, (params: Params) => Promise<Items>> = {
  frankaturen: async (p) => unwrap(await api.GET('/api/frankaturen', { params: { query: tenant(p) } })) as Items,
  verkehrsarten: async (p) => unwrap(await api.GET('/api/verkehrsarten', { params: { query: tenant(p) } })) as Items,
  terminkennzeichen: async () => unwrap(await api.GET('/api/terminkennzeichen')) as Items,
  waehrungen: async () => unwrap(await api.GET('/api/waehrungen')) as Items,
  zustellkennzeichen: async (p) =>
    unwrap(await api.GET('/api/zustellkennzeichen', { params: { query: tenant(p) } })) as Items,
  anlieferkennzeichen: async (p) =>
    unwrap(await api.GET('/api/anlieferkennzeichen', { params: { query: tenant(p) } })) as Items,
  sperrigkeiten: async (p) => unwrap(await api.GET('/api/sperrigkeiten', { params: { query: tenant(p) } })) as Items,
  metrokennungen: async () => unwrap(await api.GET('/api/metrokennungen')) as Items,
  // Every country, sorted by code (orders.md §9): the LKZ of each address is one of them.
  laender: async () => unwrap(await api.GET('/api/laender')) as Items,
  verpackungen: withAdrFilter(
    async (query) => unwrap(await api.GET('/api/verpackungen', { params: { query } })) as Items,
    async (query) => unwrap(await api.GET('/api/verpackungen/ggvs', { params: { query } })) as Items,
  ),
  lademittel: withAdrFilter(
    async (query) => unwrap(await api.GET('/api/lademittel', { params: { query } })) as Items,
    async (query) => unwrap(await api.GET('/api/lademittel/ggvs', { params: { query } })) as Items,
  ),
  eigentuemer: async () => unwrap(await api.GET('/api/eigentuemer')) as Items,
  mandanten: async () => unwrap(await api.GET('/api/mandanten/hauptmandant-summary')) as Items,
};

/** How many hits a search as the user types offers; typing more narrows them down. */
export const SEARCH_LIMIT = 20;
/** Digits search the ADR list by the start of the UN number, other text by a part of the name (orders.md §3). */
const adrQuery = (text: string) => (/^\d{1,4}$/.test(text) ? { unnr: text } : { bezeichnung: text.slice(0, 200) });

/**
 * Sources searched on the server as the user types: the address book is too large to load whole (number, name, PLZ, Ort,
 * Matchcode). The document's mandant parameter searches the chosen sub-tenant's book (query mandantId). ADR entries come
 * in the shape of a dangerous-goods line (`gefahrgutklasse`, `gefahrgutUnnr`), so a choice fills the line's two objects whole.
 */
const SEARCHES: Record<SearchedOptionSourceId, (text: string, params: Params) => Promise<Items>> = {
  gefahrgut: async (text) => {
    if (!text) return [];
    const found = unwrap(await api.GET('/api/gefahrgutklasse/search', { params: { query: adrQuery(text) } }));
    return found.map(({ gefahrgutUnnr, ...gefahrgutklasse }) => ({ gefahrgutklasse, gefahrgutUnnr }));
  },
  adressen: async (text, p) => {
    const { mandant } = tenant(p);
    return unwrap(
      await api.GET('/api/adressen/search', {
        params: {
          query: {
            ...(text ? { query: text } : {}),
            page: 1,
            searchLimit: SEARCH_LIMIT,
            ...(mandant ? { mandantId: mandant } : {}),
          },
        },
      }),
    ) as Items;
  },
};

/** The ScreenForm option loader: unknown sources fail loudly so a typo in a document shows up at once. */
export const captureOptionSources: OptionSources = Object.assign(
  (source: string, params: Params = {}, search?: string) => {
    if (Object.hasOwn(SEARCHES, source)) return SEARCHES[source as SearchedOptionSourceId](search ?? '', params);
    if (!Object.hasOwn(SOURCES, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
    return SOURCES[source as LoadedOptionSourceId](params);
  },
  { searches: (source: string) => Object.hasOwn(SEARCHES, source) },
);
