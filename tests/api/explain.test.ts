import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainForUser, ExplainInputError } from '../../server/explain';
import { createTestDb } from './helpers';
import type { Db } from '../../server/db';

const run = promisify(execFile);

// Explain for a demo user, from the server's documents and the user's rule context.
describe('explain for a user (npm run explain)', () => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await createTestDb());
  });
  afterAll(() => db.close());

  it('names the overlay that shows a field for metro, and lists it as not applying for demo', async () => {
    const metro = await explainForUser(db, 'auftragserfassung', 'metrokennung.id', 'metro');
    expect(metro.state?.visible).toBe(true);
    expect(metro.documents).toEqual([
      'schemas/screens/auftragserfassung.screen.json',
      'variants/auftragserfassung-metro.json',
    ]);
    expect(metro.reasons).toContainEqual(
      expect.objectContaining({
        aspect: 'visible',
        file: 'variants/auftragserfassung-metro.json',
        pointer: '/nodes/metrokennung.id',
        holds: true,
      }),
    );
    const demo = await explainForUser(db, 'auftragserfassung', 'metrokennung.id', 'demo');
    expect(demo.state?.visible).toBe(false);
    expect(demo.overlays).toContainEqual(
      expect.objectContaining({ file: 'variants/auftragserfassung-metro.json', applies: false, aspects: ['visible'] }),
    );
  });

  it('explains a nested field with its data and refuses unknown users and screens in German', async () => {
    const why = await explainForUser(db, 'auftragserfassung', 'empfaenger.name', 'demo');
    expect(why.state).toMatchObject({ visible: true, required: true });
    expect(why.reasons.map((r) => r.text)).toContain('Pflichtfeld: „name“ steht in required von „empfaenger“');
    await expect(explainForUser(db, 'auftragserfassung', 'x', 'niemand')).rejects.toThrow(
      new ExplainInputError('Benutzer „niemand“ gibt es nicht.'),
    );
    await expect(explainForUser(db, 'gibtsNicht', 'x', 'demo')).rejects.toThrow(
      /Maske „gibtsNicht“ gibt es nicht \(vorhanden: .*auftrag/,
    );
  });

  // The capture screen is composed of part files ($include): a reason set in a part names the part and the pointer in it.
  it('names the part file and the pointer inside it for what a part of the screen sets', async () => {
    const why = await explainForUser(db, 'auftragserfassung', 'metrokennung.id', 'demo');
    const inParts = why.reasons.filter((r) => r.file.startsWith('schemas/screens/auftragserfassung/'));
    expect(inParts.map((r) => r.file)).toContain('schemas/screens/auftragserfassung/angaben.part.json');
    for (const r of inParts) {
      const at = r.pointer
        .split('/')
        .slice(1)
        .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], JSON.parse(readFileSync(r.file, 'utf8')));
      expect(at, `${r.file}#${r.pointer}`).toBeDefined();
    }
  });

  it('prints the explanation on the command line', async () => {
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      'server/explain-cli.ts',
      'auftragserfassung',
      'empfaengerReferenz',
      '--als',
      'kunde-c',
    ]);
    expect(stdout).toContain('empfaengerReferenz: sichtbar, keine Pflicht, änderbar');
    expect(stdout).toContain(
      'Höchstlänge 35 Zeichen  [schemas/screens/auftragserfassung.screen.json#/dataSchema/properties/empfaengerReferenz/maxLength]',
    );
    const refused = await run(process.execPath, [
      '--import',
      'tsx',
      'server/explain-cli.ts',
      'auftragserfassung',
      'x',
      '--user',
      'niemand',
    ]).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Benutzer „niemand“ gibt es nicht.') });
  }, 60_000);
});
