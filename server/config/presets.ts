import { readFileSync } from 'node:fs';
import { documents, type DocumentSet } from '../documents';

/** A named overlay over the switch defaults for one client profile. */
export interface ConfigPreset {
  id: string;
  label: string;
  values: Readonly<Record<string, string>>;
}

interface PresetsDocument {
  defaultPreset: string;
  presets: ConfigPreset[];
}
interface Catalogue {
  switches: Record<string, { default: string; values?: string[] }>;
}

// Kept as data (presets.json) so configuration staff change switches without touching code. The profiles hold only what
// deviates from the defaults; every switch's default is in the client-switch catalogue (schemas/config/client-switches.json),
// whose switches the linter checks the profiles against at the server's start.
// Notes on single keys: the portal sends isDisableUhrzeitfelder inverted, the stored value is the
// non-inverted one; an empty ttVersender…Label means the portal shows its built-in label.
function load(): PresetsDocument {
  const doc = JSON.parse(readFileSync(new URL('./presets.json', import.meta.url), 'utf8')) as PresetsDocument;
  const strings = (o: Record<string, unknown>) => Object.values(o).every((v) => typeof v === 'string');
  if (!doc.presets.every((p) => p.id && p.label && strings(p.values))) {
    throw new Error(
      'server/config/presets.json: jedes Profil braucht id und label, jeder Wert muss eine Zeichenkette sein',
    );
  }
  if (!doc.presets.some((p) => p.id === doc.defaultPreset))
    throw new Error('server/config/presets.json: defaultPreset fehlt in presets');
  return doc;
}

const DOC = load();

const defaultsBySet = new WeakMap<DocumentSet, Readonly<Record<string, string>>>();

/**
 * Fallback values of every client configuration key (spec account-admin §3 "Client configuration"): each switch's default
 * of the catalogue in the documents the server loaded (a changed catalogue counts after a restart).
 */
export function configDefaults(): Readonly<Record<string, string>> {
  const set = documents();
  let defaults = defaultsBySet.get(set);
  if (!defaults) {
    const catalogue = set.byName.get('client-switches')?.document as Catalogue | undefined;
    if (!catalogue) throw new Error('Dokument schemas/config/client-switches.json (Schalter-Katalog) fehlt');
    defaults = Object.freeze(
      Object.fromEntries(Object.entries(catalogue.switches).map(([key, s]) => [key, s.default])),
    );
    defaultsBySet.set(set, defaults);
  }
  return defaults;
}

/** The closed value lists of the catalogue's choice switches (clientKunde, auftragsresearchtableconfig, …), by key. */
export function configValueLists(): Readonly<Record<string, readonly string[]>> {
  const catalogue = documents().byName.get('client-switches')?.document as Catalogue | undefined;
  return Object.fromEntries(
    Object.entries(catalogue?.switches ?? {}).flatMap(([key, s]) => (s.values ? [[key, s.values]] : [])),
  );
}

/**
 * The seven profiles as the configurator fills its form with them: every switch's default, overlaid by the profile's own
 * values (and clientKunde naming the profile), in catalogue order.
 */
export function presetConfigurations(): { id: string; label: string; values: Record<string, string> }[] {
  const defaults = configDefaults();
  return DOC.presets.map((p) => ({
    id: p.id,
    label: p.label,
    values: { ...defaults, clientKunde: p.id, ...p.values },
  }));
}

/** Preset id used when neither the tenant nor the global rows choose one: the product's own brand. */
export const DEFAULT_PRESET_ID = DOC.defaultPreset;

/**
 * The seven fallback profiles of spec §1. Only the brand's isRegistrierung/isMautrechner are
 * specified; the other overlays are plausible placeholders until the clients' real values are known.
 */
export const CONFIG_PRESETS: Readonly<Record<string, ConfigPreset>> = Object.freeze(
  Object.fromEntries(DOC.presets.map((p) => [p.id, Object.freeze({ ...p, values: Object.freeze({ ...p.values }) })])),
);
