/* Child process of pgliteDurability.test.ts: opens the server's database in a data folder and commits N inserts,
   marking the commits with two access() calls on marker paths that the strace of the test finds. */
import { accessSync } from 'node:fs';
import { createDb } from './index';

const [dataDir, count, marker] = [process.argv[2], Number(process.argv[3]), process.argv[4]];
const mark = (what: string) => {
  try {
    accessSync(`${marker}-${what}`);
  } catch {
    /* the marker does not exist: only the call counts */
  }
};
const db = await createDb({ dataDir });
await db.exec('CREATE TABLE IF NOT EXISTS probe (n int)');
mark('begin');
for (let i = 0; i < count; i++) await db.query('INSERT INTO probe VALUES ($1)', [i]);
await db.transaction(async (tx) => {
  await tx.query('INSERT INTO probe VALUES (-1)');
});
mark('end');
await db.close();
