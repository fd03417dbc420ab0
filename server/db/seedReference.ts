import { seedAddresses, seedDefaultServices, seedOrders, seedTenantAddresses } from './orders';
import { ADR_VERSION, readAdr } from './reference/adr';
import { bulkInsert } from './reference/bulkInsert';
import { CODE_LISTS, TENANT_LISTS, readReferenceLists, type ReferenceLists, type TenantList } from './reference/lists';
import { POSTAL_COUNTRIES, readPostalCodes } from './reference/postalCodes';
import type { SeedResult } from './seed';
import type { Db } from './types';

/** Version of the shipped reference data; stored in app_setting once it is loaded. */
export const REFERENCE_VERSION = '2026.2';
const VERSION_KEY = 'stammdaten.version';
// Arbitrary constant; serialises the reference seed of several server instances on one PostgreSQL.
const LOCK_KEY = 741_852_964;

async function loadedVersion(db: Db): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_setting WHERE key = $1', [VERSION_KEY]);
  return rows[0]?.value;
}

async function insertLists(tx: Db, lists: ReferenceLists): Promise<void> {
  await bulkInsert(
    tx,
    'land',
    [
      ['id', 'integer'],
      ['lkz', 'text'],
      ['bezeichnung', 'text'],
      ['plzlaenge', 'integer'],
      ['mautberechnung', 'boolean'],
    ],
    lists.laender.map((l) => [...l, (POSTAL_COUNTRIES as readonly string[]).includes(l[1])]),
  );
  await bulkInsert(
    tx,
    'sprache',
    [
      ['id', 'integer'],
      ['bezeichnung', 'text'],
      ['iso_code', 'text'],
      ['is_default', 'boolean'],
    ],
    lists.sprachen,
  );
  await bulkInsert(
    tx,
    'auftragsstatus',
    [
      ['id', 'integer'],
      ['kurz_bezeichnung', 'text'],
    ],
    lists.stati,
  );
  await bulkInsert(
    tx,
    'waehrung',
    [
      ['id', 'integer'],
      ['bezeichnung_kurz', 'text'],
      ['bezeichnung', 'text'],
    ],
    lists.waehrungen,
  );
  await bulkInsert(
    tx,
    'eigentuemer',
    [
      ['id', 'integer'],
      ['name', 'text'],
    ],
    lists.eigentuemer,
  );
  for (const [key, table] of Object.entries(CODE_LISTS)) {
    await bulkInsert(
      tx,
      table,
      [
        ['id', 'integer'],
        ['kurz_bezeichnung', 'text'],
        ['lang_bezeichnung', 'text'],
      ],
      lists[key as keyof typeof CODE_LISTS],
    );
  }
  await bulkInsert(
    tx,
    'lademittel',
    [
      ['id', 'integer'],
      ['bezkurz', 'text'],
      ['kurz_bezeichnung', 'text'],
      ['lang_bezeichnung', 'text'],
      ['ggvs', 'boolean'],
    ],
    lists.lademittel,
  );
  await bulkInsert(
    tx,
    'verpackung',
    [
      ['id', 'integer'],
      ['kurz_bezeichnung', 'text'],
      ['lang_bezeichnung', 'text'],
      ['suchtext', 'text'],
      ['ggvs', 'boolean'],
    ],
    lists.verpackungen.map(([id, kurz, lang, ggvs]) => [
      id,
      kurz,
      lang,
      `${kurz} ${lang}`.toLocaleLowerCase('de-DE'),
      ggvs,
    ]),
  );
}

async function insertPlaces(tx: Db, lists: ReferenceLists): Promise<void> {
  for (const cc of POSTAL_COUNTRIES) {
    const land = lists.laender.find((l) => l[1] === cc)!;
    // Per country, so a database that already has a country's places skips reading its file.
    const { rows } = await tx.query('SELECT 1 FROM ort WHERE land_id = $1 LIMIT 1', [land[0]]);
    if (rows.length) continue;
    await bulkInsert(
      tx,
      'ort',
      [
        ['land_id', 'integer'],
        ['plz', 'text'],
        ['plz_key', 'text'],
        ['ortsname', 'text'],
        ['suchname', 'text'],
      ],
      readPostalCodes(cc).map((p) => [land[0], p.plz, p.plzKey, p.ortsname, p.suchname]),
    );
  }
}

// Countries whose place filter changed after a released version; their places are brought in line with the file on upgrade
// (2026.2: German company postcodes recognised by their numeric state code). Rows that stay keep their ids.
const RESYNCED_COUNTRIES = ['DE'];

async function resyncPlaces(tx: Db, lists: ReferenceLists): Promise<void> {
  const key = (plz: string, ortsname: string) => `${plz}\t${ortsname}`;
  for (const cc of RESYNCED_COUNTRIES) {
    const landId = lists.laender.find((l) => l[1] === cc)![0];
    const { rows } = await tx.query<{ id: number; plz: string; ortsname: string }>(
      'SELECT id, plz, ortsname FROM ort WHERE land_id = $1',
      [landId],
    );
    // An empty country is loaded whole by insertPlaces.
    if (!rows.length) continue;
    const wanted = readPostalCodes(cc);
    const want = new Set(wanted.map((p) => key(p.plz, p.ortsname)));
    const have = new Set(rows.map((r) => key(r.plz, r.ortsname)));
    const stale = rows.filter((r) => !want.has(key(r.plz, r.ortsname))).map((r) => r.id);
    if (stale.length) await tx.query('DELETE FROM ort WHERE id = ANY($1::integer[])', [stale]);
    await bulkInsert(
      tx,
      'ort',
      [
        ['land_id', 'integer'],
        ['plz', 'text'],
        ['plz_key', 'text'],
        ['ortsname', 'text'],
        ['suchname', 'text'],
      ],
      wanted
        .filter((p) => !have.has(key(p.plz, p.ortsname)))
        .map((p) => [landId, p.plz, p.plzKey, p.ortsname, p.suchname]),
    );
  }
}

async function insertAdr(tx: Db): Promise<void> {
  await bulkInsert(
    tx,
    'gefahrgut',
    [
      ['id', 'integer'],
      ['unnr', 'text'],
      ['bezeichnung', 'text'],
      ['bezeichnung_en', 'text'],
      ['suchtext', 'text'],
      ['klasse', 'text'],
      ['klassifizierung', 'text'],
      ['gefahrzettel', 'text'],
      ['tunnel', 'text'],
      ['version', 'text'],
    ],
    readAdr().map((e) => [
      e.id,
      e.unnr,
      e.bezeichnung,
      e.bezeichnungEn,
      e.suchtext,
      e.klasse,
      e.klassifizierung,
      e.gefahrzettel,
      e.tunnel,
      ADR_VERSION,
    ]),
  );
}

// Only for tenants that exist (the demo tenants) and have no selection of that list yet, so an
// operator's own selection is never extended.
async function insertTenantSelections(tx: Db, lists: ReferenceLists): Promise<void> {
  for (const [name, selection] of Object.entries(lists.mandanten)) {
    const {
      rows: [tenant],
    } = await tx.query<{ id: number }>('SELECT id FROM mandant WHERE name = $1 ORDER BY id LIMIT 1', [name]);
    if (!tenant) continue;
    for (const [list, ids] of Object.entries(selection) as [TenantList, number[]][]) {
      const table = `mandant_${TENANT_LISTS[list]}`;
      const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE mandant_id = $1 LIMIT 1`, [tenant.id]);
      if (!rows.length)
        await bulkInsert(
          tx,
          table,
          [
            ['mandant_id', 'integer'],
            ['eintrag_id', 'integer'],
          ],
          ids.map((id) => [tenant.id, id]),
        );
    }
  }
}

/**
 * Loads the reference data (lists, places, UN numbers, demo tenants' selections) unless this version
 * is already loaded. Idempotent: every insert keeps existing rows.
 */
export async function seedReference(db: Db): Promise<boolean> {
  if ((await loadedVersion(db)) === REFERENCE_VERSION) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    // Re-read under the lock: another instance may have loaded it meanwhile.
    if ((await loadedVersion(tx)) === REFERENCE_VERSION) return false;
    const lists = readReferenceLists();
    await insertLists(tx, lists);
    await resyncPlaces(tx, lists);
    await insertPlaces(tx, lists);
    await insertAdr(tx);
    await insertTenantSelections(tx, lists);
    await tx.query(
      `INSERT INTO app_setting (key, value) VALUES ($1, $2)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [VERSION_KEY, REFERENCE_VERSION],
    );
    return true;
  });
}

const seeding = new WeakSet<Db>();

/** Whether seed() is already running inside seedWithReference for this database. */
export function isSeedingWithReference(db: Db): boolean {
  return seeding.has(db);
}

const DEMO_SEED_KEY = 'demo.seed';
// Serialises the demo data of several server instances on one PostgreSQL (like LOCK_KEY for the reference data).
const DEMO_LOCK_KEY = 741_852_965;

/** Marks the demo data as begun; written in the transaction that creates the demo users, finished by completeDemoData. */
export async function markDemoSeedPending(tx: Db): Promise<void> {
  await tx.query(
    `INSERT INTO app_setting (key, value) VALUES ($1, 'offen') ON CONFLICT (key) DO UPDATE SET value = 'offen'`,
    [DEMO_SEED_KEY],
  );
}

/** Whether this database holds the demo data (the mark of the demo seed): only there is the published demo password allowed. */
export async function isDemoDatabase(db: Db): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM app_setting WHERE key = $1', [DEMO_SEED_KEY]);
  return rows.length > 0;
}

async function demoSeedPending(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_setting WHERE key = $1', [DEMO_SEED_KEY]);
  return rows[0]?.value === 'offen';
}

/**
 * Addresses, tenant addresses, default services and orders of the demo tenants, in one transaction that also marks the
 * demo data complete: a start killed halfway leaves the mark 'offen' and nothing half-written, so the next start
 * completes it. Databases without the mark (seeded before it existed, or real installations) are never touched.
 */
async function completeDemoData(db: Db): Promise<boolean> {
  if (!(await demoSeedPending(db))) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_KEY]);
    if (!(await demoSeedPending(tx))) return false;
    await seedAddresses(tx);
    await seedTenantAddresses(tx);
    await seedDefaultServices(tx);
    await seedOrders(tx);
    await tx.query(`UPDATE app_setting SET value = 'fertig' WHERE key = $1`, [DEMO_SEED_KEY]);
    return true;
  });
}

/** Reference data (and migrations' follow-up) without demo users: a production database starts with no account at all. */
export async function seedReferenceOnly(db: Db): Promise<SeedResult> {
  await seedReference(db);
  return { seeded: false };
}

/**
 * Runs the demo seed and then the reference data. The order matters: the demo seed creates the
 * tenants whose list selections the reference data holds. The reference data also loads when the
 * demo seed skips (users exist), so databases seeded before this data existed catch up.
 */
export async function seedWithReference(db: Db, demoSeed: (db: Db) => Promise<SeedResult>): Promise<SeedResult> {
  seeding.add(db);
  try {
    const result = await demoSeed(db);
    await seedReference(db);
    // Demo orders need both: the demo users' tenants and the code lists and places they refer to.
    await completeDemoData(db);
    return result;
  } finally {
    seeding.delete(db);
  }
}
