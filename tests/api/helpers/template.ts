import type { PGlite } from '@electric-sql/pglite';
import { restoreDemoDb, templateKey, type Db } from '../../../server/db';
import { createPostgresTestDb } from './postgresTemplate';

export { getTemplate } from '../../../server/db';

/**
 * A fresh database restored from the template: in-memory PGlite by default, a PostgreSQL database
 * when TEST_DATABASE_URL is set (npm run test:pg). Closing the Db discards it.
 */
export async function createTestDb(): Promise<{ db: Db; pglite?: PGlite }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) return { db: await createPostgresTestDb(baseUrl, await templateKey()) };
  return restoreDemoDb();
}
