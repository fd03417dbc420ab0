import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../schemas/lint';
import { gridDocuments } from '../../schemas/grids';
import { screens } from '../../schemas/screens';
import { variantOverlays, variantSelection } from '../../variants';
import { auftragserfassungScreen, loginScreen, variantOverlays as installed } from '../../app/documents';

/** The `id` of every JSON file of a folder whose name ends with `suffix`, read from disk. */
function idsOnDisk(folder: string, suffix: string, skip: string[] = []): string[] {
  const dir = join(projectRoot, folder);
  return readdirSync(dir)
    .filter((n) => n.endsWith(suffix) && !skip.includes(n))
    .map((n) => String((JSON.parse(readFileSync(join(dir, n), 'utf8')) as { id: unknown }).id))
    .sort();
}

// The folders' index.ts and the documents unit tests and Storybook install find their files with import.meta.glob: every
// file on disk is there, with no list in TypeScript to keep.
describe('documents found by folder for unit tests and Storybook', () => {
  it('variants/index.ts holds every overlay file of variants/ and the selection', () => {
    expect(variantOverlays.map((o) => o.id).sort()).toEqual(idsOnDisk('variants', '.json', ['selection.json']));
    expect(variantSelection).toEqual(JSON.parse(readFileSync(join(projectRoot, 'variants/selection.json'), 'utf8')));
  });

  it('schemas/screens and schemas/grids hold every document of their folder by id', () => {
    expect(Object.keys(screens).sort()).toEqual(idsOnDisk('schemas/screens', '.screen.json'));
    expect(Object.keys(gridDocuments).sort()).toEqual(idsOnDisk('schemas/grids', '.columns.json'));
  });

  it('installs each document with the overlays of its id, every overlay file among them (tests/unit/setup.ts)', () => {
    expect(loginScreen.id).toBe('login');
    expect(auftragserfassungScreen).toEqual(screens.auftragserfassung);
    expect(installed.map((o) => o.id).sort()).toEqual(idsOnDisk('variants', '.json', ['selection.json']));
  });
});
