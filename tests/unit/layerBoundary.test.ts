// @vitest-environment node
/** The lint rule that keeps server/ and schemas/ free of app/ and engine/react really fires, and only there. */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Rule ids and messages ESLint reports for a one-line file at `file` (relative to the repository). */
async function lint(file: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\n`, { filePath: `${root}${file}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('server/ and schemas/ import boundary (eslint.config.js)', () => {
  it.each([
    ['server/Probe.ts', "import { ruleSession } from '../app/session';"],
    ['server/routes/api/probe/Probe.ts', "import type { SessionFlags } from '../../../../app/session/claims';"],
    ['server/Probe.ts', "import { ScreenForm } from '../engine/react';"],
    ['server/Probe.ts', "export { ScreenTabs } from '../engine/react/layout';"],
    ['server/Probe.ts', "export const load = () => import('../app/documents');"],
    ['schemas/lint/Probe.ts', "import { captureActionIds } from '../../app/pages/auftragserfassung/documentIds';"],
    ['schemas/Probe.ts', "export * from '../engine/react/theme';"],
    ['schemas/lint/Probe.ts', "import { buildApp } from '../../server/app';"],
  ])(
    '%s: %s is refused',
    async (file, line) => {
      const messages = await lint(file, line);
      expect(messages.some((m) => m.startsWith('layers/no-import-from:'))).toBe(true);
    },
    60_000,
  );

  it('lets server/ use its own app.ts, engine/core and schemas/, and app/ use what it likes of them', async () => {
    expect(await lint('server/Probe.ts', "export { buildApp } from './app';")).toEqual([]);
    expect(await lint('server/routes/Probe.ts', "export { buildApp } from '../app';")).toEqual([]);
    expect(await lint('server/Probe.ts', "export { lintDocuments } from '../schemas/lintDocuments';")).toEqual([]);
    expect(await lint('schemas/lint/Probe.ts', "export { pageRegistries } from '../registries';")).toEqual([]);
    expect(await lint('schemas/lint/Probe.ts', "export { rendersWidget } from '../../engine/core';")).toEqual([]);
    expect(await lint('app/pages/Probe.ts', "export { captureRegistry } from '../../schemas/registries';")).toEqual([]);
  }, 60_000);
});
