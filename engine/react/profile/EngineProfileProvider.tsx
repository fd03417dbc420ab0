import { createContext, useContext, type ReactNode } from 'react';
import { engineProfile, type EngineProfile } from '../../core';

const EngineProfileContext = createContext<EngineProfile | undefined>(undefined);

/** Props of {@link EngineProfileProvider}. */
export interface EngineProfileProviderProps {
  profile: EngineProfile;
  children?: ReactNode;
}

/** Gives the engine's components below it the portal's profile (page sizes, widths, limits, delays). */
export function EngineProfileProvider({ profile, children }: EngineProfileProviderProps) {
  return <EngineProfileContext.Provider value={profile}>{children}</EngineProfileContext.Provider>;
}

/**
 * The profile of the nearest {@link EngineProfileProvider}, else the one installed for the process (installProfile): the
 * rules' date check and formulas read that one too, so a component rendered without a provider (a unit test) still
 * agrees with them.
 */
export function useEngineProfile(): EngineProfile {
  return useContext(EngineProfileContext) ?? engineProfile();
}
