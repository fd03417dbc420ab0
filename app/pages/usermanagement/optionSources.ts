import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';
import type { UserDialogOptionSourceId } from './documentIds';

type Items = Record<string, unknown>[];

const LOADED: Record<UserDialogOptionSourceId, () => Promise<Items>> = {
  sprachen: async () => unwrap(await api.GET('/api/sprachen')) as Items,
};

/** The user dialog's option loader; unknown sources fail loudly. */
export const userDialogOptionSources: OptionSources = (source: string) => {
  if (!Object.hasOwn(LOADED, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return LOADED[source as keyof typeof LOADED]();
};
