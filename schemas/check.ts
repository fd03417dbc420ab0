/* Validates every document in schemas/ and variants/ against its meta-schema plus semantic checks. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocument } from './checkDocument';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

const files = [...jsonFiles(join(root, 'schemas')), ...jsonFiles(join(root, 'variants'))];
const documents = new Map(files.map((f) => [relative(root, f), JSON.parse(readFileSync(f, 'utf8')) as unknown]));
const problems = [...documents].flatMap(([path, doc]) => checkDocument(path, doc, documents).map((p) => `${path}: ${p}`));
for (const p of problems) console.error(`✗ ${p}`);
console.log(`${documents.size} Dokumente geprüft, ${problems.length} Fehler (${basename(root)}).`);
process.exit(problems.length ? 1 : 0);
