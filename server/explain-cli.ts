import { resolve } from 'node:path';
import { describeExplanation } from '../engine/core';
import { createDb, restoreDemoDb } from './db';
import { DEFAULT_DOCUMENT_DIRS, InvalidDocumentsError, installDocuments, loadDocuments } from './documents';
import { explainForUser, ExplainInputError } from './explain';

// `npm run explain -- <screen> <field> --als <name> [--data '<json>'] [--json]` (`--user` the same): why a field is
// visible, required, read-only or limited for that user, with the user's session flags, tenant configuration and
// variant. Runs on a fresh in-memory demo database (the demo users, restored from the template the API tests cache in
// .tmp/), or with --database on the one the server uses (DATABASE_URL / DATA_DIR; stop a PGlite server first), and on the documents the server reads.
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Boolean(args.splice(i, 1)) : false;
};
const user = option('als') ?? option('user');
const dataText = option('data');
const asJson = flag('json');
const configured = flag('database');
const [screen, field] = args;
if (!screen || !field || !user) {
  console.error(
    'Aufruf: npm run explain -- <Maske> <Feld> --als <Benutzer> [--data \'{"feld": …}\'] [--json] [--database]',
  );
  process.exit(2);
}

try {
  installDocuments(
    loadDocuments({
      schemas: resolve(process.env.SCHEMAS_DIR || DEFAULT_DOCUMENT_DIRS.schemas),
      variants: resolve(process.env.VARIANTS_DIR || DEFAULT_DOCUMENT_DIRS.variants),
    }),
  );
  const db = configured
    ? await createDb({
        databaseUrl: process.env.DATABASE_URL || undefined,
        dataDir: resolve(process.env.DATA_DIR ?? './data'),
      })
    : (await restoreDemoDb()).db;
  try {
    const data = dataText ? (JSON.parse(dataText) as Record<string, unknown>) : {};
    const explanation = await explainForUser(db, screen, field, user, data);
    console.log(asJson ? JSON.stringify(explanation, null, 2) : describeExplanation(explanation).join('\n'));
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof InvalidDocumentsError || error instanceof ExplainInputError || error instanceof SyntaxError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
}
