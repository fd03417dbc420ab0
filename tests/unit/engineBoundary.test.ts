// @vitest-environment node
/** The lint rule that keeps engine/ free of app/, server/ and generated API code really fires. */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Rule ids and messages ESLint reports for a one-import file at `file` (relative to the repository). */
async function lintImport(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
    filePath: `${root}${file}`,
  });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('engine/ import boundary (eslint.config.js)', () => {
  it.each([
    ['engine/react/Probe.tsx', '../../app/session'],
    ['engine/react/widgets/Probe.tsx', '../../../server/app'],
    ['engine/react/Probe.tsx', '../../openapi/generated'],
    ['engine/react/Probe.tsx', '../../openapi/generated/schema'],
    ['engine/core/Probe.ts', '../../app'],
    ['engine/core/Probe.ts', '../../openapi/generated/operations'],
  ])(
    '%s may not import %s',
    async (file, source) => {
      const messages = await lintImport(file, source);
      expect(messages.some((m) => m.startsWith('no-restricted-imports:'))).toBe(true);
    },
    60_000,
  );

  it('lets engine/react use engine/core and app/ use the engine', async () => {
    expect(await lintImport('engine/react/Probe.tsx', '../core')).toEqual([]);
    expect(await lintImport('app/pages/Probe.tsx', '../../engine/react')).toEqual([]);
  }, 60_000);
});
