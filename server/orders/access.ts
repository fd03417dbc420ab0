import type { SessionClaims } from '../auth';
import { resolveClientConfig } from '../config';
import type { Db } from '../db';
import { HttpProblem, Notifications, notification } from '../errors';

const forbidden = () => new HttpProblem(403, [Notifications.forbidden()]);

/** The 404 of an order that does not exist or belongs to a tenant the caller may not see (no probing). */
export const orderNotFound = () =>
  new HttpProblem(404, [
    notification('auftrag.nichtGefunden', 'Der Auftrag wurde nicht gefunden.', { header: 'Auftrag' }),
  ]);

/** Tenants whose orders the caller may read: null for admins (all), else the own tenant plus, for a main tenant, its sub-tenants. */
export async function readableTenants(db: Db, session: SessionClaims): Promise<number[] | null> {
  if (session.admin) return null;
  const own = session['mandant-id'];
  if (!session.hauptmandant) return [own];
  const { rows } = await db.query<{ id: number }>('SELECT id FROM mandant WHERE hauptmandant_id = $1', [own]);
  return [own, ...rows.map((r) => r.id)];
}

/** Whether the caller may read data of the tenant. */
export async function mayReadTenant(db: Db, session: SessionClaims, mandantId: number): Promise<boolean> {
  const tenants = await readableTenants(db, session);
  return tenants === null || tenants.includes(mandantId);
}

/** The tenant a list or a new order is for: the requested one if readable, else 403; default the session's tenant. */
export async function targetTenant(
  db: Db,
  session: SessionClaims,
  requested: number | undefined | null,
): Promise<number> {
  if (requested == null) return session['mandant-id'];
  if (!(await mayReadTenant(db, session, requested))) throw forbidden();
  const { rows } = await db.query('SELECT 1 FROM mandant WHERE id = $1', [requested]);
  if (!rows.length) throw forbidden();
  return requested;
}

/** Writes need the edit right, and the tenant's configuration must not deny order editing (orders.md §6). */
export async function requireOrderEdit(db: Db, session: SessionClaims): Promise<void> {
  if (!session.edit) throw forbidden();
  const config = await resolveClientConfig(db, session['mandant-id']);
  if (config.denyOrderEdit === 'true') {
    throw new HttpProblem(403, [
      notification('auftrag.bearbeitungGesperrt', 'Die Bearbeitung von Aufträgen ist für Ihren Mandanten gesperrt.', {
        header: 'Keine Berechtigung',
      }),
    ]);
  }
}

/** Save as template and template delete (orders.md §6): version 0, or version above 0 with isMain. */
export function mayEditTemplates(session: SessionClaims): boolean {
  return session.version === 0 || session.main;
}

export { forbidden };
