import type { EngineProfile } from './types';

let current: EngineProfile | undefined;

/** Sets the process's profile (installProfile does, after registering its operations). */
export function setCurrentProfile(profile: EngineProfile): void {
  current = profile;
}

/**
 * The profile installed for this process. JSON-Logic operations and validation formats are process-wide registries, so
 * the date check inside rules and the formulas read it here; every other function takes the profile as a parameter.
 */
export function engineProfile(): EngineProfile {
  if (!current)
    throw new Error(
      'No engine profile installed: the host calls installProfile(profile) before rules or validation run.',
    );
  return current;
}
