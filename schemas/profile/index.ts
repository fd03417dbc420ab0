import type { EngineProfile } from '../../engine/core';
import profile from './profile.json';

/** The portal's engine profile as the files hold it (unit tests, Storybook, scripts); browser and server load the served one. */
export const portalProfile = profile as unknown as EngineProfile;
