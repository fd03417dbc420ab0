import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { HttpProblem, Notifications, notification } from '../../../errors';

/**
 * The tenant whose list a caller asks for (query parameter mandant; default the session's tenant).
 * Allowed: the own tenant, a sub-tenant of one's main tenant, and any tenant for admins.
 */
export async function resolveMandant(db: Db, request: FastifyRequest, requested: number | undefined): Promise<number> {
  const session = request.session!;
  const own = session['mandant-id'];
  if (requested === undefined || requested === own) return own;
  const {
    rows: [tenant],
  } = await db.query<{ hauptmandant_id: number | null }>('SELECT hauptmandant_id FROM mandant WHERE id = $1', [
    requested,
  ]);
  if (session.admin && tenant) return requested;
  if (session.hauptmandant && tenant?.hauptmandant_id === own) return requested;
  if (!tenant && session.admin) {
    throw new HttpProblem(400, [
      notification('stammdaten.mandantUnbekannt', 'Der Mandant ist nicht bekannt.', {
        header: 'Ungültige Anfrage',
        fieldname: 'mandant',
      }),
    ]);
  }
  // Unknown and foreign tenants get the same answer, so tenant ids cannot be probed.
  throw new HttpProblem(403, [Notifications.forbidden()]);
}

/** Query parameter mandant of the per-tenant lists. */
export interface MandantQuery {
  mandant?: number;
}
