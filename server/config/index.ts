export { configDefaults, configValueLists, presetConfigurations, CONFIG_PRESETS, DEFAULT_PRESET_ID } from './presets';
export type { ConfigPreset } from './presets';
export { resolveClientConfig, toConfigParams } from './clientConfig';
export type { ConfigParam } from './clientConfig';
export { saveClientConfig, TAUSCH_UND_LADEMITTEL } from './saveClientConfig';
export { INFOBOX_KEY, sanitizeInfobox } from './infobox';
