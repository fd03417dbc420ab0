import { documents } from '../documents';
import { CONFIG_DEFAULTS } from './presets';

type Catalogue = { switches?: Record<string, { default: string }> };

/**
 * The default of every client switch the server knows: the switch catalogue of the loaded documents
 * (`schemas/config/client-switches.json`) with the defaults of `presets.json` (npm run check keeps both equal). So a switch
 * configuration staff add to the catalogue is answered with its default and may be set in the configurator after a restart.
 */
export function switchDefaults(): Record<string, string> {
  const catalogue = documents().byName.get('client-switches')?.document as Catalogue | undefined;
  const fromCatalogue = Object.entries(catalogue?.switches ?? {}).map(([key, entry]) => [key, entry.default]);
  return { ...Object.fromEntries(fromCatalogue), ...CONFIG_DEFAULTS };
}
