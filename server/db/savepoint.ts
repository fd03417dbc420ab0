import type { Db } from './types';

let counter = 0;

/**
 * Runs fn inside a savepoint on an open transaction, so nested transaction() calls
 * can fail without aborting the caller's work – same SQL for PGlite and PostgreSQL.
 */
export async function withSavepoint<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const name = `sp_${++counter}`;
  await tx.exec(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (err) {
    await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
    throw err;
  }
}
