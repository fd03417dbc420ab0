/* Validates every document in schemas/ and variants/: the same lintDocuments the server runs at start. */
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, lintDocuments } from './lintDocuments';
import { readDocuments } from './readDocuments';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { documents, problems } = readDocuments({ schemas: join(root, 'schemas'), variants: join(root, 'variants') });
problems.push(...lintDocuments(documents));
for (const p of problems) console.error(`✗ ${formatProblem(p)}`);
console.log(`${documents.size} Dokumente geprüft, ${problems.length} Fehler (${basename(root)}).`);
process.exit(problems.length ? 1 : 0);
