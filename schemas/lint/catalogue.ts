import { basename } from 'node:path';
import { ruleVarsAt, rulePositions, type Finding, type LintFile } from '../../engine/core';
import type { ClientSwitch } from './context';
import { switchValueProblem } from './switchValues';

type Preset = { id: string; values: Record<string, unknown> };

/**
 * The presets against the catalogue (profiles set only catalogued switches, each with a value of the switch's type; the
 * defaults live in the catalogue alone) and the catalogue against the documents (screens that read each switch).
 */
export function catalogueFindings(
  files: LintFile[],
  switches: Record<string, ClientSwitch>,
  presets: unknown,
  paths: { catalogue: string; presets: string },
): Finding[] {
  const { catalogue: CATALOGUE, presets: PRESETS } = paths;
  const out: Finding[] = [];
  const p = presets as { defaults?: unknown; presets?: Preset[] } | null;
  if (p?.defaults !== undefined)
    out.push({
      file: PRESETS,
      pointer: '/defaults',
      message: `Vorgaben der Schalter stehen nur im Katalog ${CATALOGUE} – den Block 'defaults' hier entfernen, abweichende Werte gehören in ein Profil`,
    });
  (p?.presets ?? []).forEach((preset, i) => {
    for (const [key, value] of Object.entries(preset.values ?? {})) {
      const pointer = `/presets/${i}/values/${key}`;
      if (!Object.hasOwn(switches, key))
        out.push({
          file: PRESETS,
          pointer,
          message: `Profil '${preset.id}' setzt den Schalter '${key}', den der Katalog ${CATALOGUE} nicht kennt`,
        });
      const problem = Object.hasOwn(switches, key) ? switchValueProblem(key, switches[key], value) : undefined;
      if (problem) out.push({ file: PRESETS, pointer, message: `Profil '${preset.id}': ${problem}` });
    }
  });
  for (const file of files) {
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(file.text) as Record<string, unknown>;
    } catch {
      continue;
    }
    const id = String(
      doc.screen ?? doc.id ?? (file.path.endsWith('menu.json') ? 'navigation' : basename(file.path, '.json')),
    );
    const read = new Set(
      rulePositions(doc, undefined)
        .flatMap((pos) => ruleVarsAt(pos.rule, pos.pointer))
        .map((v) => v.name)
        .filter((n) => n.startsWith('config.'))
        .map((n) => n.split('.')[1]),
    );
    for (const key of read) {
      if (switches[key] && !switches[key].screens.includes(id))
        out.push({
          file: CATALOGUE,
          pointer: `/switches/${key}/screens`,
          message: `'${id}' (${file.path}) liest den Schalter '${key}' – '${id}' unter screens eintragen`,
        });
    }
  }
  return out;
}
