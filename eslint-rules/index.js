import { noGermanLiterals } from './noGermanLiterals.js';

/** The portal's own ESLint rules, as a flat-config plugin ('portal/<rule>'). */
export const portalPlugin = { rules: { 'no-german-literals': noGermanLiterals } };
export { isGermanText, noGermanLiterals } from './noGermanLiterals.js';
