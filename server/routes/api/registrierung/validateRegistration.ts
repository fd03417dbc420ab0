import { applyVariants, selectVariant, validateScreen } from '../../../../engine/core';
import { documents } from '../../../documents';
import { HttpProblem, notification } from '../../../errors';

type Json = Record<string, unknown>;

/**
 * Refuses a registration the register form would refuse (register.screen.json with its overlays, for the anonymous
 * configuration's variant): required fields, limits, the password rule with the client's minimum, the customer number's
 * digits. The payload carries no repeat: it counts as typed twice. 400 with one notification per field.
 */
export function validateRegistration(config: Record<string, string>, body: Json): void {
  const context = selectVariant(documents().selection, { data: {}, config, session: { loggedIn: false } });
  const data = { ...body, passwordRepeat: body.password };
  const doc = applyVariants(documents().screen('register'), documents().overlays, { ...context, data }).document;
  const seen = new Set<string>();
  const found = validateScreen(doc, { ...context, data }).filter((m) => !seen.has(m.field) && seen.add(m.field));
  if (found.length) {
    throw new HttpProblem(
      400,
      found.map((m) =>
        notification(`registrierung.${m.rule}`, m.message, { header: 'Registrierung', fieldname: m.field || null }),
      ),
    );
  }
}
