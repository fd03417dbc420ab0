import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';
import type { InfoOptionSourceId } from './documentIds';

type Items = Record<string, unknown>[];

const SOURCES: Record<InfoOptionSourceId, () => Promise<Items>> = {
  logDateien: async () => unwrap(await api.GET('/api/log/allLogfileNames')).map((name) => ({ name })),
};

/** The option loader of the Info tab; unknown sources fail loudly. */
export const infoOptionSources: OptionSources = (source: string) => {
  if (!Object.hasOwn(SOURCES, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return SOURCES[source as keyof typeof SOURCES]();
};
