import { hashPassword } from '../auth/password';
import { isSeedingWithReference, markDemoSeedPending, seedWithReference } from './seedReference';
import type { Db } from './types';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'Disponent#2026';

/** Whether seeding ran (false: users existed already). */
export interface SeedResult {
  seeded: boolean;
}

interface DemoUser {
  name: string;
  mandant: string;
  admin?: boolean;
  main?: boolean;
  edit: boolean;
  version?: 1 | 2;
}

const TENANTS: { key: string; name: string; haupt?: string; isHaupt?: boolean; clientKunde?: string }[] = [
  { key: 'nordlicht', name: 'Spedition Nordlicht GmbH', isHaupt: true },
  { key: 'hamburg', name: 'Nordlicht Logistik Hamburg', haupt: 'nordlicht' },
  { key: 'bremen', name: 'Nordlicht Logistik Bremen', haupt: 'nordlicht' },
  { key: 'sonnenschein', name: 'Bäckerei Sonnenschein KG', clientKunde: 'demo' },
  // Customer variants A, B, C (variants/selection.json maps clientKunde phl, sievers, haalboom to them).
  { key: 'kundeA', name: 'Papenburg Handelslogistik', clientKunde: 'phl' },
  { key: 'kundeB', name: 'Sievers Spedition KG', clientKunde: 'sievers' },
  { key: 'kundeC', name: 'Haalboom Transport B.V.', clientKunde: 'haalboom' },
];

const USERS: DemoUser[] = [
  { name: 'demo', mandant: 'hamburg', edit: true },
  { name: 'admin', mandant: 'nordlicht', admin: true, edit: true },
  { name: 'haupt', mandant: 'nordlicht', main: true, edit: true },
  { name: 'leser', mandant: 'bremen', edit: false },
  { name: 'metro', mandant: 'sonnenschein', edit: true, version: 2 },
  { name: 'kunde-a', mandant: 'kundeA', edit: true },
  { name: 'kunde-b', mandant: 'kundeB', edit: true },
  { name: 'kunde-c', mandant: 'kundeC', edit: true },
];

// null = global row, i.e. part of the anonymous configuration.
const CONFIG: [tenant: string | null, key: string, value: string][] = [
  [null, 'clientInfobox', '<p>Willkommen bei Disponent Online – Ihrem Auftragsportal.</p>'],
  ['nordlicht', 'isPreisermittlung', 'true'],
  ['nordlicht', 'isShowEmpfRechnung', 'true'],
  // The demo documents (seedOrders) show in the order list's tab Dokumente of the Nordlicht tenants.
  ['nordlicht', 'dokumentenverweise', 'true'],
  ['hamburg', 'isShowAbsenderNeutral', 'true'],
  ['hamburg', 'isBeladedatumVorbelegen', 'true'],
  ['bremen', 'isTauschgeraete', 'true'],
  ['sonnenschein', 'isLaengePflichtfeld', 'true'],
  ['kundeA', 'auftragsresearchtableconfig', 'A'],
  ['kundeB', 'auftragsresearchtableconfig', 'B'],
  ['kundeC', 'auftragsresearchtableconfig', 'C'],
];

async function hasUsers(db: Db): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM benutzer LIMIT 1');
  return rows.length > 0;
}

/**
 * Inserts the demo tenants, users and configuration once: only while benutzer is empty,
 * so a live installation with real users is never touched.
 */
export async function seed(db: Db): Promise<SeedResult> {
  if (!isSeedingWithReference(db)) return seedWithReference(db, seed);
  if (await hasUsers(db)) return { seeded: false };
  // Hash outside the transaction: scrypt is slow and would hold the lock needlessly.
  const hashes = await Promise.all(USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    // Re-check under a lock: a second instance starting at the same time must not seed twice.
    await tx.exec('LOCK TABLE benutzer IN EXCLUSIVE MODE');
    if (await hasUsers(tx)) return { seeded: false };
    const ids = new Map<string, number>();
    for (const t of TENANTS) {
      const {
        rows: [row],
      } = await tx.query<{ id: number }>(
        `INSERT INTO mandant (name, hauptmandant_id, is_hauptmandant, client_kunde)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [t.name, t.haupt ? ids.get(t.haupt) : null, t.isHaupt ?? false, t.clientKunde ?? null],
      );
      ids.set(t.key, row.id);
    }
    for (const [i, u] of USERS.entries()) {
      await tx.query(
        `INSERT INTO benutzer (name, email, password_hash, benutzerversion_id, mandant_id, admin, main, edit, authorized)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)`,
        [
          u.name,
          `${u.name}@nordlicht.example`,
          hashes[i],
          u.version ?? 1,
          ids.get(u.mandant),
          u.admin ?? false,
          u.main ?? false,
          u.edit,
        ],
      );
    }
    for (const [tenant, key, value] of CONFIG) {
      // ON CONFLICT keeps an operator's own global rows if they were created before the first user.
      await tx.query(`INSERT INTO config_param (mandant_id, key, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        tenant ? ids.get(tenant) : null,
        key,
        value,
      ]);
    }
    // The orders and addresses follow after the reference data; the mark lets an interrupted start finish them.
    await markDemoSeedPending(tx);
    return { seeded: true };
  });
}
