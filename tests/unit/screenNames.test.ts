import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../schemas/lint';
import { protectedRoutes, publicRoutes } from '../../app/routing';
import { pageRegistry, publicPageRegistry } from '../../app/routing/pageRegistry';

// One name per screen: a screen's name is the last fixed segment of its route (as the specification
// names it); its document is schemas/screens/<name>.screen.json (id = name), its page folder app/pages/<name>/, its
// overlays variants/<name>-*.json. A newcomer finds every part of a screen by that one word.

/** Parts of another screen with a document of their own (a box or a second step on the same page folder). */
const PART_OF: Record<string, string> = {
  mautrechner: 'login',
  forgottenPasswordToken: 'forgottenPassword',
  usermanagementDialog: 'usermanagement',
  anzeigestatus: 'admin',
  sendungsstatus: 'admin',
  statuskette: 'admin',
  mandanten: 'admin',
  info: 'admin',
  premiumimport: 'admin',
  apischluessel: 'admin',
  aenderungsprotokoll: 'admin',
};
/** Screens that show another screen's document with a flag (the same list, another search). */
const SHARES_DOCUMENT: Record<string, string> = { offeneauftraege: 'auftragsresearch', confirmreg: 'register' };

const read = (file: string) =>
  JSON.parse(readFileSync(join(projectRoot, file), 'utf8')) as { id: string; screen?: string };
const screenFiles = readdirSync(join(projectRoot, 'schemas/screens')).filter((n) => n.endsWith('.screen.json'));
const screenNames = screenFiles.map((n) => n.replace('.screen.json', ''));
/** Pages that show a view document of their name, no form (the development page /farben). */
const viewNames = readdirSync(join(projectRoot, 'schemas/views'))
  .filter((n) => n.endsWith('.view.json'))
  .map((n) => n.replace('.view.json', ''));
const pageFolders = readdirSync(join(projectRoot, 'app/pages')).filter((n) =>
  statSync(join(projectRoot, 'app/pages', n)).isDirectory(),
);
/** The name of a route: its last segment that is not a parameter. */
const routeName = (path: string) =>
  path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .pop() ?? '';
const builtRoutes = [
  ...protectedRoutes.filter((r) => pageRegistry[r.path]),
  ...publicRoutes.filter((r) => publicPageRegistry[r.path]),
];

describe('one name per screen (document, route, page folder, overlays)', () => {
  it('each screen and column document is stored under its id', () => {
    for (const file of screenFiles)
      expect(read(`schemas/screens/${file}`).id, file).toBe(file.replace('.screen.json', ''));
    for (const file of readdirSync(join(projectRoot, 'schemas/grids')).filter((n) => n.endsWith('.columns.json'))) {
      expect(read(`schemas/grids/${file}`).id, file).toBe(file.replace('.columns.json', ''));
    }
  });

  it('each overlay file starts with the name of the screen it changes', () => {
    for (const file of readdirSync(join(projectRoot, 'variants')).filter(
      (n) => n.endsWith('.json') && n !== 'selection.json',
    )) {
      const overlay = read(`variants/${file}`);
      expect(file.startsWith(`${overlay.screen}-`), `${file} ändert ${overlay.screen}`).toBe(true);
      expect(overlay.id, file).toBe(file.replace('.json', ''));
    }
  });

  it('each built route has the page folder of its name, and each page folder a route', () => {
    // The login sits at /, /login and /index (PortalRoutes), outside the route tables.
    const names = new Set(['login', ...builtRoutes.map((r) => routeName(r.path))]);
    for (const name of names) expect(pageFolders, `Route …/${name}`).toContain(name);
    for (const folder of pageFolders) expect([...names], `app/pages/${folder}`).toContain(folder);
  });

  it('each page folder has the document of its name (or names the screen whose document it shows)', () => {
    for (const folder of pageFolders)
      expect([...screenNames, ...viewNames], `app/pages/${folder}`).toContain(SHARES_DOCUMENT[folder] ?? folder);
    for (const name of screenNames)
      expect(pageFolders, `schemas/screens/${name}.screen.json`).toContain(PART_OF[name] ?? name);
  });
});
