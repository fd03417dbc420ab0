import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server';
import { createPostgresDb, migrate, seed } from '../../server/db';
import { createTestDb, decodeClaims, login, TEST_JWT_SECRET } from './helpers';

// Opt-in: set TEST_DATABASE_URL to a PostgreSQL database; the test works in a throw-away schema.
const baseUrl = process.env.TEST_DATABASE_URL;
const schema = `don_test_${process.pid}_${Date.now()}`;

function withSearchPath(url: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

describe.skipIf(!baseUrl)('PostgreSQL backend (TEST_DATABASE_URL)', () => {
  let admin: pg.Client;
  let app: FastifyInstance;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    app = await buildApp({
      databaseUrl: withSearchPath(baseUrl!),
      jwtSecret: TEST_JWT_SECRET,
      webRoot: '/nonexistent',
    });
  });
  afterAll(async () => {
    await app?.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('migrates, seeds and logs in with the same SQL as PGlite', async () => {
    const claims = decodeClaims((await login(app, 'demo')).accessToken);
    expect(claims).toMatchObject({ username: 'demo', edit: true, admin: false });
    expect(claims['client-config-params']).toContainEqual({ key: 'isShowAbsenderNeutral', value: 'true' });
  });

  it('is idempotent on a second run and rolls back nested savepoints', async () => {
    const db = await createPostgresDb(withSearchPath(baseUrl!));
    try {
      expect(await migrate(db)).toEqual({ applied: [], changed: [] });
      expect(await seed(db)).toEqual({ seeded: false });
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
    } finally {
      await db.close();
    }
  });

  it('gives every test app its own PostgreSQL database copied from the template', async () => {
    const { db } = await createTestDb();
    try {
      const { rows } = await db.query<{ name: string; port: number | null }>(
        'SELECT current_database() AS name, inet_server_port() AS port',
      );
      expect(rows[0].name).toMatch(/^don_t_/);
      expect(rows[0].port).not.toBeNull();
      const users = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM benutzer');
      expect(users.rows[0].n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
