import type { Db } from '../types';

/** A column of a bulk insert: name and PostgreSQL element type of its array parameter. */
export type Column = [name: string, type: 'integer' | 'text' | 'boolean'];

const BATCH = 10_000;

/**
 * Inserts rows in batches with one statement per batch: each column travels as one array parameter
 * and unnest() turns them back into rows. Same SQL on PGlite and PostgreSQL, and a handful of
 * parameters instead of tens of thousands. Existing rows are kept (ON CONFLICT DO NOTHING).
 * table and column names come from code, never from input.
 */
export async function bulkInsert(db: Db, table: string, columns: Column[], rows: unknown[][]): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays}) ON CONFLICT DO NOTHING`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db.query(
      sql,
      columns.map((_, i) => batch.map((row) => row[i] ?? null)),
    );
  }
}
