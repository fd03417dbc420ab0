import { useEffect, useState } from 'react';
import type { SwitchCatalogue } from '../../../engine/core';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';

type Values = Record<string, string>;

/** A client profile as the preset buttons apply it: every switch's value. */
export interface CocoPreset {
  id: string;
  label: string;
  values: Values;
}

/** What the configurator is built from: the switch catalogue, the seven profiles and the tenant's configuration now. */
export interface CocoSources {
  catalogue: SwitchCatalogue;
  presets: CocoPreset[];
  current: Values;
}

const asValues = (pairs: { key: string; value: string }[]): Values =>
  Object.fromEntries(pairs.map((p) => [p.key, p.value]));

/** Loads catalogue (GET /api/dokumente/client-switches), profiles and the configuration in effect; null while loading. */
export function useCocoSources(enabled: boolean): CocoSources | null {
  const { notify } = useNotifier();
  const [sources, setSources] = useState<CocoSources | null>(null);
  useEffect(() => {
    if (!enabled) return;
    Promise.all([
      api.GET('/api/dokumente/{name}', { params: { path: { name: 'client-switches' } } }),
      api.GET('/api/config-param/presets'),
      api.GET('/api/config-param/clientconfig'),
    ])
      .then(([catalogue, presets, current]) =>
        setSources({
          catalogue: unwrap(catalogue).document as SwitchCatalogue,
          presets: unwrap(presets).map((p) => ({ id: p.id, label: p.label, values: asValues(p.values) })),
          current: asValues(unwrap(current)),
        }),
      )
      .catch((error: unknown) => notify(toNotifications(error)));
  }, [enabled, notify]);
  return sources;
}
