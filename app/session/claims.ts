import { decodeJwt } from 'jose';
import type { RuleSessionKey } from '../../schemas/registries';

/** Session flags read from the access token claims (account-admin.md §3 Session). */
export interface SessionFlags {
  isAdmin: boolean;
  isMain: boolean;
  isHauptmandant: boolean;
  isMetro: boolean;
  isAuftragEdit: boolean;
  version: number;
  currentMandantId: number | null;
  languageId: number;
  rowsInGrid: number;
}

/** Decodes the flags from an access token; unknown claims fall back to the spec's defaults. */
export function flagsFromToken(token: string): SessionFlags {
  const c = decodeJwt(token) as Record<string, unknown>;
  return {
    isAdmin: c.admin === true,
    isMain: c.main === true,
    isHauptmandant: c.hauptmandant === true,
    isMetro: c.metro === true,
    isAuftragEdit: c.edit === true,
    version: Number(c.version ?? 1),
    currentMandantId: c['mandant-id'] == null ? null : Number(c['mandant-id']),
    languageId: Number(c['language-id'] ?? 0),
    rowsInGrid: Number(c.rowsInGrid ?? 50),
  };
}

/**
 * The rule context's session branch: what JSON-Logic rules in schemas/ read as session.*. Its keys are declared in
 * schemas/registries/session-keys.json (RULE_SESSION_CLAIMS), which `npm run check` types `session.*` by; username is added
 * by useRuleContext.
 */
export function ruleSession(flags: SessionFlags | null): Partial<Record<RuleSessionKey, unknown>> {
  if (!flags) return { loggedIn: false };
  return {
    loggedIn: true,
    admin: flags.isAdmin,
    main: flags.isMain,
    hauptmandant: flags.isHauptmandant,
    metro: flags.isMetro,
    edit: flags.isAuftragEdit,
    version: flags.version,
    mandantId: flags.currentMandantId,
  };
}

/**
 * The tenant's configuration the access token carries (claim client-config-params, the same pairs as GET
 * /api/config-param/clientconfig), or null when the token has none.
 */
export function configFromToken(token: string | null): Record<string, string> | null {
  if (!token) return null;
  try {
    const pairs = (decodeJwt(token) as Record<string, unknown>)['client-config-params'];
    if (!Array.isArray(pairs)) return null;
    return Object.fromEntries((pairs as { key: string; value: string }[]).map((p) => [p.key, String(p.value)]));
  } catch {
    return null;
  }
}

/** Whether two configurations hold the same pairs (a refresh that changed nothing keeps the object, no re-render). */
export function sameConfig(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}
