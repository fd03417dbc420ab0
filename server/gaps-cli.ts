import { readFileSync, writeFileSync } from 'node:fs';
import { operations } from '../openapi';
import { buildApp } from './app';

// `npm run gaps`: rewrites the section of docs/api.md listing the contract operations that answer 501.
const HEADING = '## Noch nicht umgesetzte API-Aufrufe';
const docPath = new URL('../docs/api.md', import.meta.url);

const app = await buildApp({ seed: false, jwtSecret: 'gaps-cli-only-0123456789-0123456789', webRoot: '/nonexistent' });
await app.ready();
const gaps = [...app.notImplementedOperations].sort();
await app.close();

const section = `${HEADING}

Diese Aufrufe stehen im Vertrag (openapi/openapi.yaml), ihre Fachlogik ist im Portal nicht umgesetzt.
Sie antworten mit 501 und der Meldung „Diese Funktion steht im Portal noch nicht zur Verfügung.“
Die Liste schreibt \`npm run gaps\`; ein API-Test prüft, dass sie stimmt (${gaps.length} von ${Object.keys(operations).length} Aufrufen).

${gaps.map((g) => `- \`${g}\``).join('\n')}
`;
const doc = readFileSync(docPath, 'utf8');
const start = doc.indexOf(HEADING);
const next = start < 0 ? -1 : doc.indexOf('\n## ', start + HEADING.length);
const updated =
  start < 0 ? `${doc.trimEnd()}\n\n${section}` : `${doc.slice(0, start)}${section}${next < 0 ? '' : doc.slice(next)}`;
writeFileSync(docPath, updated);
console.log(`docs/api.md: ${gaps.length} Aufrufe ohne Fachlogik aufgelistet.`);
