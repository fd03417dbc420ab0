import type { ESLint, Rule } from 'eslint';

/** The portal's own ESLint rules, as a flat-config plugin ('portal/<rule>'). */
export const portalPlugin: ESLint.Plugin;
/** Refuses German texts written into TSX. */
export const noGermanLiterals: Rule.RuleModule;
/** True for a string that reads as German text. */
export function isGermanText(value: string): boolean;
