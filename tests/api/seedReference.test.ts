import { describe, it, expect } from 'vitest';
import { seed } from '../../server/db';
import { REFERENCE_VERSION, seedReference } from '../../server/db/seedReference';
import { createTestDb } from './helpers';

const TABLES = [
  'land',
  'ort',
  'gefahrgut',
  'sprache',
  'auftragsstatus',
  'frankatur',
  'lademittel',
  'verpackung',
  'mandant_frankatur',
  'mandant_lademittel',
  'mandant_verpackung',
];

async function counts(db: Awaited<ReturnType<typeof createTestDb>>['db']): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    result[table] = (await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`)).rows[0].n;
  }
  return result;
}

describe('seedReference', () => {
  it('is part of every seeded database and re-running adds nothing', async () => {
    const { db } = await createTestDb();
    try {
      const before = await counts(db);
      expect(before.ort).toBeGreaterThan(150_000);
      expect(before.gefahrgut).toBeGreaterThan(2_000);
      expect(before.mandant_frankatur).toBe(17);
      expect((await db.query('SELECT value FROM app_setting WHERE key = $1', ['stammdaten.version'])).rows).toEqual([
        { value: REFERENCE_VERSION },
      ]);
      expect(await seedReference(db)).toBe(false);
      // Even with the version marker gone every insert keeps the existing rows.
      await db.query(`DELETE FROM app_setting WHERE key = 'stammdaten.version'`);
      expect(await seedReference(db)).toBe(true);
      expect(await seed(db)).toEqual({ seeded: false });
      expect(await counts(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });

  it('brings the German places of an older version in line: company postcodes out, missing places in', async () => {
    const { db } = await createTestDb();
    try {
      const places = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ort')).rows[0].n;
      const before = await places();
      await db.exec(`DELETE FROM ort WHERE land_id = 1 AND ortsname = 'Kassel';
        INSERT INTO ort (land_id, plz, plz_key, ortsname, suchname) VALUES (1, '70137', '70137', 'HUK-Coburg', 'huk-coburg');
        UPDATE app_setting SET value = '2026.1' WHERE key = 'stammdaten.version'`);
      expect(await seedReference(db)).toBe(true);
      expect((await db.query("SELECT 1 FROM ort WHERE ortsname = 'HUK-Coburg'")).rows).toEqual([]);
      expect(
        (
          await db.query<{ plz: string }>(
            "SELECT plz FROM ort WHERE land_id = 1 AND ortsname = 'Kassel' AND plz = '34117'",
          )
        ).rows,
      ).toHaveLength(1);
      expect(await places()).toBe(before);
    } finally {
      await db.close();
    }
  });

  it('loads the reference data into a database seeded before it existed', async () => {
    const { db } = await createTestDb();
    try {
      const before = await counts(db);
      await db.exec(`DELETE FROM app_setting WHERE key = 'stammdaten.version';
        DELETE FROM mandant_frankatur; DELETE FROM mandant_lademittel; DELETE FROM mandant_verpackung;
        DELETE FROM ort WHERE land_id IN (1, 9); DELETE FROM gefahrgut`);
      // The demo users exist, so the demo seed skips; the reference data must load all the same.
      expect(await seed(db)).toEqual({ seeded: false });
      expect(await counts(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });
});
