import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';
import type { MautOptionSourceId } from './documentIds';

type Items = Record<string, unknown>[];

const LOADED: Record<MautOptionSourceId, () => Promise<Items>> = {
  mautLaender: async () => unwrap(await api.GET('/api/maut/laender', {})) as unknown as Items,
};

/** The toll calculator's option loader (public endpoint, no session needed); unknown sources fail loudly. */
export const mautOptionSources: OptionSources = (source: string) => {
  if (!Object.hasOwn(LOADED, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return LOADED[source as MautOptionSourceId]();
};
