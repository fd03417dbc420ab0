import { IconNames } from '@blueprintjs/icons';
import type { OptionSources } from '../../../engine/core';
import type { AnzeigestatusOptionSourceId } from './documentIds';

type Items = Record<string, unknown>[];

/** Every icon Blueprint draws, sorted: the picker of account-admin.md §9 ('An icon picker lists many icon names'). */
export const ICON_OPTIONS: Items = [...new Set(Object.values(IconNames))].sort().map((name) => ({ name }));

const SOURCES: Record<AnzeigestatusOptionSourceId, () => Promise<Items>> = {
  icons: () => Promise.resolve(ICON_OPTIONS),
};

/** The option loader of the display statuses; unknown sources fail loudly. */
export const statusOptionSources: OptionSources = (source: string) => {
  if (!Object.hasOwn(SOURCES, source)) return Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));
  return SOURCES[source as keyof typeof SOURCES]();
};
