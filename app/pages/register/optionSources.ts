import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';
import type { RegisterLoadedSourceId, RegisterSearchedSourceId } from './documentIds';

type Items = Record<string, unknown>[];
type Params = Record<string, unknown>;

const LOADED: Record<RegisterLoadedSourceId, () => Promise<Items>> = {
  laender: async () => unwrap(await api.GET('/api/registrierung/lkz')) as Items,
};

/** Places of the chosen country (params.lkz) whose postcode or name starts with the typed text; nothing without both. */
const SEARCHED: Record<RegisterSearchedSourceId, (text: string, params: Params) => Promise<Items>> = {
  orte: async (text, { lkz }) => {
    if (!text || typeof lkz !== 'string' || !lkz) return [];
    return unwrap(
      await api.GET('/api/registrierung/{lkz}/ort', {
        params: { path: { lkz }, query: { plzOrName: text.slice(0, 200) } },
      }),
    ) as Items;
  },
};

/** The register form's option loader (public endpoints, no session needed); unknown sources fail loudly. */
export const registerOptionSources: OptionSources = Object.assign(
  (source: string, params: Params = {}, search?: string) => {
    if (Object.hasOwn(SEARCHED, source)) return SEARCHED[source as keyof typeof SEARCHED](search ?? '', params);
    if (!Object.hasOwn(LOADED, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
    return LOADED[source as keyof typeof LOADED]();
  },
  { searches: (source: string) => Object.hasOwn(SEARCHED, source) },
);
