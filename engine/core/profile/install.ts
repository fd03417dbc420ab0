import { registerFormulas } from '../logic/profileFormulas';
import { setCurrentProfile } from './current';
import type { EngineProfile } from './types';

/**
 * Makes `profile` the process's profile: registers its formulas as JSON-Logic operations and lets the date check of
 * rules and validation read its years. The portal calls it once it has its profile document (browser and server alike).
 */
export function installProfile(profile: EngineProfile): void {
  registerFormulas(profile.formulas);
  setCurrentProfile(profile);
}
