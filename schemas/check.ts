/* npm run check: the configuration linter over schemas/ and variants/ (checks listed in schemas/README.md). */
import { formatFinding } from '../engine/core';
import { configurationFiles, lintConfiguration } from './lint';

const files = configurationFiles();
const findings = lintConfiguration({ files });
for (const f of findings) console.error(`✗ ${formatFinding(f)}`);
console.log(`${files.length} Dokumente geprüft, ${findings.length} Fehler.`);
process.exit(findings.length ? 1 : 0);
