import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from './auth/password';
import { createDb, migrate, pgliteDataDir, seedReferenceOnly } from './db';
import { DEFAULT_DATA_DIR, readPassword } from './operations';
import { demoPasswordProblem, minPasswordLength, passwordProblem } from './users';

// `npm run admin -- create <name> [--email <address>] [--mandant <name>] [--password-stdin]`: the first administrator of a
// database without demo data (same env as the server: DATABASE_URL or DATA_DIR; a PGlite folder only while the server is stopped).
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    mandant: { type: 'string', default: 'Hauptmandant' },
    'password-stdin': { type: 'boolean' },
  },
});
const [command, rawName] = positionals;
const name = rawName?.trim() ?? '';
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
if (command !== 'create' || !name)
  fail('Aufruf: npm run admin -- create <name> [--email <adresse>] [--mandant <name>] [--password-stdin]');
// The column limits (varchar 30 / 35) and no control characters in names.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
if (name.length > 30 || CONTROL.test(name))
  fail('Der Username darf höchstens 30 Zeichen und keine Steuerzeichen enthalten.');
if (values.mandant.length > 35 || CONTROL.test(values.mandant))
  fail('Der Mandantenname darf höchstens 35 Zeichen und keine Steuerzeichen enthalten.');

const db = await createDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: pgliteDataDir(resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR)),
});
try {
  await migrate(db);
  await seedReferenceOnly(db);
  if ((await db.query('SELECT 1 FROM benutzer WHERE lower(name) = lower($1)', [name])).rows.length)
    fail('Der Username ist schon vorhanden.');
  const password = await readPassword({ fromStdin: Boolean(values['password-stdin']) });
  const problem =
    passwordProblem(password, await minPasswordLength(db, null)) ?? (await demoPasswordProblem(db, password));
  if (problem) fail(problem);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const {
      rows: [found],
    } = await tx.query<{ id: number }>('SELECT id FROM mandant WHERE name = $1 ORDER BY id LIMIT 1', [values.mandant]);
    const mandantId =
      found?.id ??
      (
        await tx.query<{ id: number }>('INSERT INTO mandant (name, is_hauptmandant) VALUES ($1, true) RETURNING id', [
          values.mandant,
        ])
      ).rows[0].id;
    await tx.query(
      `INSERT INTO benutzer (name, email, password_hash, mandant_id, admin, main, edit, authorized)
      VALUES ($1, $2, $3, $4, true, true, true, true)`,
      [name, values.email ?? null, hash, mandantId],
    );
  });
  console.log(`Administrator ${name} angelegt (Mandant ${values.mandant}).`);
} finally {
  await db.close();
}
