import { applyVariants, validateScreen } from '../../engine/core';
import type { SessionClaims } from '../auth';
import { documents } from '../documents';
import { HttpProblem, notification } from '../errors';
import { orderRuleContext } from '../orders';

type Json = Record<string, unknown>;

/**
 * Refuses a user the dialog would refuse (usermanagementDialog.screen.json with its overlays, for the caller's session and
 * configuration): required name (trimmed, as it is saved), password and repeat when creating, limits, e-mail format, the
 * password rule with the client's minimum, the repeat. The current password is worded by the route itself (it must
 * match, not only be there). 400 with one notification per field.
 */
export function validateUser(
  session: SessionClaims,
  config: Record<string, string>,
  body: Json,
  stored?: { id: number; self: boolean },
): void {
  const context = orderRuleContext(session, config);
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined));
  const data: Json = {
    ...sent,
    name: String(body.name ?? '').trim(),
    ...(stored && { id: stored.id, eigener: stored.self }),
  };
  const doc = applyVariants(documents().screen('usermanagementDialog'), documents().overlays, {
    ...context,
    data,
  }).document;
  const seen = new Set<string>();
  const found = validateScreen(doc, { ...context, data }).filter(
    (m) => m.field !== 'passwordOld' && !seen.has(m.field) && seen.add(m.field),
  );
  if (found.length)
    throw new HttpProblem(
      400,
      found.map((m) =>
        notification(`benutzer.${m.rule}`, m.message, { header: 'Benutzer', fieldname: m.field || null }),
      ),
    );
}
