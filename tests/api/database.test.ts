import { describe, it, expect, afterAll } from 'vitest';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { resolveJwtSecret } from '../../server/auth';
import { loadMigrations, migrate, pgliteDb, pgliteOptions, seed, type Db } from '../../server/db';
import { createTestDb } from './helpers';

const COUNTS = `SELECT (SELECT count(*) FROM mandant)::int AS mandant, (SELECT count(*) FROM benutzer)::int AS benutzer,
  (SELECT count(*) FROM config_param)::int AS config, (SELECT count(*) FROM schema_migrations)::int AS migrations`;
const SCHEMA = `SELECT table_name, column_name, data_type FROM information_schema.columns
  WHERE table_schema = 'public' ORDER BY table_name, column_name`;

describe('migrations and seed', () => {
  const open: Db[] = [];
  afterAll(async () => {
    await Promise.all(open.map((db) => db.close()));
  });

  // A fresh database with every migration and the full seed: generous time on a shared machine (no speed is asserted).
  it('applies every migration once on an empty database and nothing the second time', { timeout: 90_000 }, async () => {
    const db = pgliteDb(new PGlite(pgliteOptions()));
    open.push(db);
    const files = await loadMigrations();
    expect((await migrate(db)).applied).toEqual(files.map((m) => `${m.version}_${m.name}`));
    const schema = (await db.query(SCHEMA)).rows;
    expect(await migrate(db)).toEqual({ applied: [], changed: [] });
    expect((await db.query(SCHEMA)).rows).toEqual(schema);
    expect((await seed(db)).seeded).toBe(true);
  });

  // A start killed during the demo data left tenants without orders and addresses for good.
  it(
    'completes demo data on the next start after a start that was interrupted during the orders',
    { timeout: 240_000 },
    async () => {
      const db = pgliteDb(new PGlite(pgliteOptions()));
      open.push(db);
      await migrate(db);
      await db.exec(`CREATE FUNCTION test_abbruch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'Start abgebrochen'; END $$;
      CREATE TRIGGER test_abbruch BEFORE INSERT ON auftrag FOR EACH STATEMENT EXECUTE FUNCTION test_abbruch();`);
      await expect(seed(db)).rejects.toThrow('Start abgebrochen');
      await db.exec('DROP TRIGGER test_abbruch ON auftrag; DROP FUNCTION test_abbruch();');
      await seed(db);
      const { rows } = await db.query<{
        name: string;
        orders: number;
        addresses: number;
        own_address: boolean;
      }>(`SELECT m.name,
        (SELECT count(*) FROM auftrag a WHERE a.mandant_id = m.id)::int AS orders,
        (SELECT count(*) FROM adresse a WHERE a.mandant_id = m.id)::int AS addresses, m.adresse_id IS NOT NULL AS own_address
      FROM mandant m WHERE EXISTS (SELECT 1 FROM benutzer b WHERE b.mandant_id = m.id) ORDER BY m.id`);
      expect(rows).toHaveLength(7);
      for (const row of rows) {
        expect(row.orders, row.name).toBeGreaterThan(0);
        // 40 address book entries plus the tenant's own postal address.
        expect(row.addresses, row.name).toBe(41);
        expect(row.own_address, row.name).toBe(true);
      }
      const before = (
        await db.query('SELECT (SELECT count(*) FROM auftrag)::int AS a, (SELECT count(*) FROM adresse)::int AS b')
      ).rows[0];
      await seed(db);
      expect(
        (await db.query('SELECT (SELECT count(*) FROM auftrag)::int AS a, (SELECT count(*) FROM adresse)::int AS b'))
          .rows[0],
      ).toEqual(before);
    },
  );

  it('changes nothing when migrate and seed run again on the seeded template', async () => {
    const { db } = await createTestDb();
    open.push(db);
    const before = (await db.query(COUNTS)).rows[0];
    expect(before).toMatchObject({ mandant: 7, benutzer: 8 });
    expect(await migrate(db)).toEqual({ applied: [], changed: [] });
    expect(await seed(db)).toEqual({ seeded: false });
    expect((await db.query(COUNTS)).rows[0]).toEqual(before);
  });

  it('seeds the demo tenants with the main tenant relation', async () => {
    const { db } = await createTestDb();
    open.push(db);
    const { rows } = await db.query<{ name: string; haupt: string | null; is_hauptmandant: boolean }>(
      `SELECT m.name, h.name AS haupt, m.is_hauptmandant FROM mandant m
         LEFT JOIN mandant h ON h.id = m.hauptmandant_id ORDER BY m.id`,
    );
    expect(rows).toEqual([
      { name: 'Spedition Nordlicht GmbH', haupt: null, is_hauptmandant: true },
      { name: 'Nordlicht Logistik Hamburg', haupt: 'Spedition Nordlicht GmbH', is_hauptmandant: false },
      { name: 'Nordlicht Logistik Bremen', haupt: 'Spedition Nordlicht GmbH', is_hauptmandant: false },
      { name: 'Bäckerei Sonnenschein KG', haupt: null, is_hauptmandant: false },
      { name: 'Papenburg Handelslogistik', haupt: null, is_hauptmandant: false },
      { name: 'Sievers Spedition KG', haupt: null, is_hauptmandant: false },
      { name: 'Haalboom Transport B.V.', haupt: null, is_hauptmandant: false },
    ]);
  });

  it('rolls back a failed nested transaction to its savepoint only', async () => {
    const { db } = await createTestDb();
    open.push(db);
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO app_setting (key, value) VALUES ('outer', '1')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query(`INSERT INTO app_setting (key, value) VALUES ('inner', '1')`);
          throw new Error('rollback inner');
        }),
      ).rejects.toThrow('rollback inner');
    });
    const { rows } = await db.query<{ key: string }>(`SELECT key FROM app_setting WHERE key IN ('outer', 'inner')`);
    expect(rows.map((r) => r.key)).toEqual(['outer']);
  });

  it('keeps one generated JWT secret, in a 600 file or in app_setting', async () => {
    const { db } = await createTestDb();
    open.push(db);
    const first = await resolveJwtSecret({ db });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret({ db })).toBe(first);

    const dir = await mkdtemp(join(tmpdir(), 'don-secret-'));
    try {
      const fromFile = await resolveJwtSecret({ db, dataDir: dir });
      expect(await resolveJwtSecret({ db, dataDir: dir })).toBe(fromFile);
      expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(fromFile);
      expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
