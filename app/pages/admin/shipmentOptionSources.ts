import type { OptionSources } from '../../../engine/core';
import { api, unwrap } from '../../api';
import type { SendungsstatusOptionSourceId } from './documentIds';
import { ICON_OPTIONS } from './statusOptionSources';

type Items = Record<string, unknown>[];

const SOURCES: Record<SendungsstatusOptionSourceId, () => Promise<Items>> = {
  icons: () => Promise.resolve(ICON_OPTIONS),
  anzeigestati: async () => unwrap(await api.GET('/api/sendungsstati/anzeigestati-list')) as Items,
};

/** The option loader of the shipment statuses: icon names and the display statuses to assign to; unknown sources fail loudly. */
export const shipmentOptionSources: OptionSources = (source: string) => {
  if (!Object.hasOwn(SOURCES, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return SOURCES[source as keyof typeof SOURCES]();
};
