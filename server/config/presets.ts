import { readFileSync } from 'node:fs';

/** A named overlay over CONFIG_DEFAULTS for one client profile. */
export interface ConfigPreset {
  id: string;
  label: string;
  values: Readonly<Record<string, string>>;
}

interface PresetsDocument { defaultPreset: string; defaults: Record<string, string>; presets: ConfigPreset[] }

// Kept as data (presets.json) so configuration staff change switches without touching code.
// Notes on single keys: the portal sends isDisableUhrzeitfelder inverted, the stored value is the
// non-inverted one; an empty ttVersender…Label means the portal shows its built-in label.
function load(): PresetsDocument {
  const doc = JSON.parse(readFileSync(new URL('./presets.json', import.meta.url), 'utf8')) as PresetsDocument;
  const strings = (o: Record<string, unknown>) => Object.values(o).every((v) => typeof v === 'string');
  if (!strings(doc.defaults) || !doc.presets.every((p) => p.id && p.label && strings(p.values) && Object.keys(p.values).every((k) => k in doc.defaults))) {
    throw new Error('server/config/presets.json: jeder Wert muss eine Zeichenkette und jeder Schalter in "defaults" bekannt sein');
  }
  if (!doc.presets.some((p) => p.id === doc.defaultPreset)) throw new Error('server/config/presets.json: defaultPreset fehlt in presets');
  return doc;
}

const DOC = load();

/** Fallback values of every client configuration key (spec account-admin §3 "Client configuration"). */
export const CONFIG_DEFAULTS: Readonly<Record<string, string>> = Object.freeze({ ...DOC.defaults });

/** Preset id used when neither the tenant nor the global rows choose one: the product's own brand. */
export const DEFAULT_PRESET_ID = DOC.defaultPreset;

/**
 * The seven fallback profiles of spec §1. Only the brand's isRegistrierung/isMautrechner are
 * specified; the other overlays are plausible placeholders until the clients' real values are known.
 */
export const CONFIG_PRESETS: Readonly<Record<string, ConfigPreset>> = Object.freeze(
  Object.fromEntries(DOC.presets.map((p) => [p.id, Object.freeze({ ...p, values: Object.freeze({ ...p.values }) })])),
);
