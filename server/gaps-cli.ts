import { readFileSync, writeFileSync } from 'node:fs';
import { operations } from '../openapi';
import { buildApp } from './app';

// `npm run gaps`: rewrites the README section listing the contract operations that still answer 501.
const HEADING = '## Noch nicht umgesetzte API-Aufrufe';
const readmePath = new URL('../README.md', import.meta.url);

const app = await buildApp({ seed: false, jwtSecret: 'gaps-cli-only-0123456789-0123456789', webRoot: '/nonexistent' });
await app.ready();
const gaps = [...app.notImplementedOperations].sort();
await app.close();

const section = `${HEADING}

Diese Aufrufe stehen im Vertrag (openapi/openapi.yaml), ihre Fachlogik kommt mit einem späteren Issue.
Bis dahin antworten sie mit 501 und der Meldung „Diese Funktion steht im Portal noch nicht zur Verfügung.“
Die Liste schreibt \`npm run gaps\`; ein API-Test prüft, dass sie stimmt (${gaps.length} von ${Object.keys(operations).length} Aufrufen).

${gaps.map((g) => `- \`${g}\``).join('\n')}
`;
const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(HEADING);
const next = start < 0 ? -1 : readme.indexOf('\n## ', start + HEADING.length);
const updated = start < 0
  ? `${readme.trimEnd()}\n\n${section}`
  : `${readme.slice(0, start)}${section}${next < 0 ? '' : readme.slice(next)}`;
writeFileSync(readmePath, updated);
console.log(`README: ${gaps.length} Aufrufe ohne Fachlogik aufgelistet.`);
