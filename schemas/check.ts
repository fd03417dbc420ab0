/* npm run check: the configuration linter over schemas/ and variants/ (checks listed in schemas/README.md). */
import { formatFinding } from '../engine/core';
import { configurationFiles, lintConfiguration } from './lint';
import { installProfileDocument, PROFILE_FILE } from './profile';

const files = configurationFiles();
// Rules name the profile's formulas: the engine knows them once the profile is installed.
try {
  installProfileDocument(JSON.parse(files.find((f) => f.path === PROFILE_FILE)?.text ?? 'null'));
} catch {
  // No JSON: the linter names the file, line and column.
}
const findings = lintConfiguration({ files });
for (const f of findings) console.error(`✗ ${formatFinding(f)}`);
console.log(`${files.length} Dokumente geprüft, ${findings.length} Fehler.`);
process.exit(findings.length ? 1 : 0);
