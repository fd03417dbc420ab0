import pg from 'pg';
import { createPostgresDb, migrate, seed, type Db } from '../../../server/db';

// With TEST_DATABASE_URL (npm run test:pg) every test app gets its own PostgreSQL database,
// copied from one migrated and seeded template database: CREATE DATABASE … TEMPLATE is fast.
const LOCK_ID = 727_2026;
let counter = 0;

function urlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function ensureTemplate(client: pg.Client, baseUrl: string, name: string): Promise<void> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount) return;
  const building = `${name}_build`;
  await client.query(`DROP DATABASE IF EXISTS ${building}`);
  await client.query(`CREATE DATABASE ${building}`);
  const db = await createPostgresDb(urlFor(baseUrl, building));
  try {
    await migrate(db);
    await seed(db);
  } finally {
    await db.close();
  }
  // Renamed only when complete, so an aborted build is never mistaken for a template.
  await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
}

/** A fresh PostgreSQL database copied from the template of this source state: its URL, and drop() to remove it. */
export async function createPostgresTestDatabase(
  baseUrl: string,
  key: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `don_tpl_${key}`;
  const name = `don_t_${process.pid}_${Date.now()}_${counter++}`;
  await withAdmin(baseUrl, async (client) => {
    // Test files run in parallel workers: one builds the template, the others wait for it.
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    try {
      await ensureTemplate(client, baseUrl, template);
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
    }
  });
  return {
    url: urlFor(baseUrl, name),
    drop: () =>
      withAdmin(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** A fresh PostgreSQL database copied from the template of this source state; close() drops it. */
export async function createPostgresTestDb(baseUrl: string, key: string): Promise<Db> {
  const { url, drop } = await createPostgresTestDatabase(baseUrl, key);
  const db = await createPostgresDb(url);
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}
