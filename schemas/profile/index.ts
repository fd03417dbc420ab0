import { installProfile, type EngineProfile } from '../../engine/core';
import profile from './profile.json';

/** The portal's engine profile as the files hold it (unit tests, Storybook, scripts); browser and server load the served one. */
export const portalProfile = profile as unknown as EngineProfile;

/** Path of the profile document, as readDocuments and the linter name files. */
export const PROFILE_FILE = 'schemas/profile/profile.json';

/**
 * Installs a profile document read from the files into the engine before the linter runs, so rules may name its formulas;
 * a document that is no profile at all is left to the linter, which names what is wrong with it.
 */
export function installProfileDocument(document: unknown): void {
  const formulas = (document as { formulas?: unknown } | null | undefined)?.formulas;
  if (formulas && typeof formulas === 'object' && !Array.isArray(formulas)) installProfile(document as EngineProfile);
}
