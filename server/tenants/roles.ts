import { renewTenantSessions, type SessionClaims } from '../auth';
import { recordChange, tenantChange } from '../changelog';
import type { Db } from '../db';
import { HttpProblem, notification, translate } from '../errors';
import { checkVersion, staleVersion, versionedUpdate } from '../versions';
import { findTenant, tenantNotFound, type TenantRow } from './repository';

/** What a change of tenants did: the tenant as stored now (PUT) and the users whose sessions must be renewed. */
export interface TenantChange {
  tenant?: TenantRow;
  renewedUsers: number[];
}

const refused = (key: string, fieldname: string | null = null) =>
  new HttpProblem(400, [notification(key, translate(key), { header: 'Mandanten', fieldname })]);
/** account-admin.md §8: 'main tenant removal with sub-tenants' → 'Bitte entfernen Sie zuerst alle zugeordneten Untermandanten.' */
const hasSubTenants = () => refused('mandant.untermandantenZuerstEntfernen');

const subCount = async (db: Db, id: number) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mandant WHERE hauptmandant_id = $1', [id])).rows[0].n;

// Rows locked in id order: a concurrent assignment to a main tenant and its unregistering wait for each other, so the
// one that runs second sees the other's result (no sub-tenant under a tenant that is no longer a main tenant).
const lock = (db: Db, ids: number[]) =>
  db.query('SELECT id FROM mandant WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);

/**
 * PUT /api/mandanten/{id} (account-admin.md §4 Tenants): hauptmandantId = own id registers a main tenant, another id
 * assigns a sub-tenant, null frees the tenant (a main tenant loses its role: refused while it has sub-tenants); absent
 * keeps the role. The name may change too. Versioned: the version read, else 409.
 */
export async function changeTenant(
  db: Db,
  id: number,
  body: { name?: unknown; hauptmandantId?: unknown },
  version: number,
  session: SessionClaims,
): Promise<TenantChange> {
  return db.transaction(async (tx) => {
    const wanted = typeof body.hauptmandantId === 'number' ? body.hauptmandantId : null;
    await lock(tx, wanted && wanted !== id ? [id, wanted] : [id]);
    const tenant = await findTenant(tx, id);
    if (!tenant) throw tenantNotFound();
    await checkVersion(tx, 'mandant', tenant.id, tenant.version, version);
    const current = tenant.is_hauptmandant ? tenant.id : tenant.hauptmandant_id;
    const target = body.hauptmandantId === undefined ? current : wanted;
    const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : tenant.name;
    let isMain = false;
    let mainId: number | null = null;
    if (target === tenant.id) {
      if (tenant.hauptmandant_id) throw refused('mandanten.istUntermandant', 'hauptmandantId');
      isMain = true;
    } else if (target !== null) {
      const main = await findTenant(tx, target);
      if (!main?.is_hauptmandant) throw refused('mandanten.keinHauptmandant', 'hauptmandantId');
      mainId = target;
    }
    if (tenant.is_hauptmandant && !isMain && (await subCount(tx, tenant.id))) throw hasSubTenants();
    await versionedUpdate(
      tx,
      'mandant',
      'UPDATE mandant SET name = $2, is_hauptmandant = $3, hauptmandant_id = $4, geaendert = now(), aenderer_id = $5 WHERE id = $1',
      [tenant.id, name, isMain, mainId, Number(session.sub)],
      version,
    );
    const after = await findTenant(tx, tenant.id);
    await recordChange(tx, session, tenantChange(tenant, after ?? null));
    // The role or the main tenant changed: the users' tokens carry the old claims (hauptmandant, inherited configuration).
    const roleChanged = isMain !== tenant.is_hauptmandant || mainId !== tenant.hauptmandant_id;
    const renewedUsers = roleChanged ? await renewTenantSessions(tx, [tenant.id]) : [];
    return { tenant: after, renewedUsers };
  });
}

/**
 * POST /api/mandanten/hauptmandant/unregister?ids (account-admin.md §4 Tenants): all or nothing, one unknown id or one
 * main tenant with sub-tenants leaves every tenant as it was. `versions` (same order as ids) makes it a versioned change.
 */
export async function unregisterMainTenants(
  db: Db,
  ids: number[],
  versions: number[] | undefined,
  session: SessionClaims,
): Promise<TenantChange> {
  return db.transaction(async (tx) => {
    await lock(tx, ids);
    const changed: number[] = [];
    const before: TenantRow[] = [];
    for (const [i, id] of ids.entries()) {
      const tenant = await findTenant(tx, id);
      if (!tenant) throw tenantNotFound();
      if (versions && versions[i] !== tenant.version) throw await staleVersion(tx, 'mandant', id);
      if (await subCount(tx, id)) throw hasSubTenants();
      if (tenant.is_hauptmandant) changed.push(id);
      if (tenant.is_hauptmandant) before.push(tenant);
    }
    await tx.query(
      'UPDATE mandant SET is_hauptmandant = false, geaendert = now(), aenderer_id = $2 WHERE id = ANY($1::int[])',
      [changed, Number(session.sub)],
    );
    for (const tenant of before)
      await recordChange(tx, session, tenantChange(tenant, { ...tenant, is_hauptmandant: false } as TenantRow));
    return { renewedUsers: await renewTenantSessions(tx, changed) };
  });
}
