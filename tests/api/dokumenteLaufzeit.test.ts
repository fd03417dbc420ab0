import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { DEFAULT_DOCUMENT_DIRS, installDocuments, loadDocuments } from '../../server/documents';
import { bearer, createTestApp, login, type TestApp } from './helpers';
import { newOrder, type Answer } from './auftragserfassung.fixtures';

/** A copy of both document folders that a test may change, as configuration staff would. */
function copyFolders(): { schemas: string; variants: string; root: string } {
  const root = mkdtempSync(join(tmpdir(), 'dokumente-'));
  cpSync(DEFAULT_DOCUMENT_DIRS.schemas, join(root, 'schemas'), { recursive: true });
  cpSync(DEFAULT_DOCUMENT_DIRS.variants, join(root, 'variants'), { recursive: true });
  return { root, schemas: join(root, 'schemas'), variants: join(root, 'variants') };
}

type Node = {
  type: string;
  field?: string;
  widget?: string;
  options?: { source?: string };
  children?: Node[];
  tabs?: Node[];
};
type Doc = { layout: Node[] };

/** The first field node of a layout (depth first) that `match` accepts. */
function firstField(nodes: Node[], match: (node: Node) => boolean = () => true): Node | undefined {
  for (const node of nodes) {
    const found =
      node.type === 'field' && match(node) ? node : firstField([...(node.children ?? []), ...(node.tabs ?? [])], match);
    if (found) return found;
  }
  return undefined;
}
const edit = <T = Doc>(file: string, change: (doc: T) => void) => {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(doc);
  writeFileSync(file, JSON.stringify(doc, null, 1));
};

describe('documents at run time: GET /api/dokumente/{name}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('serves a screen document with the overlays that change it, public, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dokumente/auftragserfassung.screen' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ document: { id: string }; overlays: { id: string }[] }>();
    expect(body.document.id).toBe('auftragserfassung');
    expect(body.overlays.map((o) => o.id)).toEqual(
      expect.arrayContaining(['auftragserfassung-metro', 'auftragserfassung-variante-b']),
    );
    expect(body.overlays.every((o) => (o as unknown as { screen: string }).screen === 'auftragserfassung')).toBe(true);
    expect(res.headers.etag).toMatch(/^".+"$/);
    // Revalidated on every start (a restart with changed documents reaches the browser at once), unlike the API's no-store.
    expect(res.headers['cache-control']).toBe('no-cache');
    const menu = await t.app.inject({ method: 'GET', url: '/api/dokumente/menu' });
    expect(menu.json<{ document: { startRoute: string }; overlays: unknown[] }>()).toMatchObject({
      document: { startRoute: expect.any(String) },
      overlays: [],
    });
    expect(menu.json()).not.toHaveProperty('parts');
  });

  // The capture screen is composed of part files ($include): served whole, with where each part sits for 'Warum?'.
  it('serves a document composed of parts whole, with the part files and where they sit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dokumente/auftragserfassung.screen' });
    const body = res.json<{
      document: { layout: { id?: string; $include?: string }[] };
      parts: { pointer: string; file: string }[];
    }>();
    expect(body.document.layout[0]).toMatchObject({ id: 'kopf' });
    expect(JSON.stringify(body.document)).not.toContain('$include');
    expect(body.parts).toContainEqual({
      pointer: '/layout/0',
      file: 'schemas/screens/auftragserfassung/kopf.part.json',
    });
  });

  it('answers 304 without a body when If-None-Match carries the current ETag, and 200 for another', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/dokumente/login.screen' });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/dokumente/login.screen',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/dokumente/login.screen',
      headers: { 'if-none-match': '"alt"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers an unknown document with 404 and an invalid name with 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/dokumente/gibtsnicht' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Answer[]>()[0]).toMatchObject({ id: 'notFound' });
    expect((await t.app.inject({ method: 'GET', url: '/api/dokumente/a%20b' })).statusCode).toBe(400);
  });

  it('serves several documents in one answer, as each alone, with one ETag over all of them', async () => {
    const url = '/api/dokumente?namen=login.screen,auftragserfassung.screen,menu';
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(['login.screen', 'auftragserfassung.screen', 'menu']);
    for (const name of Object.keys(body))
      expect(body[name]).toEqual((await t.app.inject({ method: 'GET', url: `/api/dokumente/${name}` })).json());
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Another set of documents is another content.
    const other = await t.app.inject({ method: 'GET', url: '/api/dokumente?namen=login.screen,menu' });
    expect(other.headers.etag).not.toBe(etag);
    const missing = await t.app.inject({ method: 'GET', url: '/api/dokumente?namen=login.screen,gibtsnicht' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Answer[]>()[0]).toMatchObject({ id: 'notFound' });
    for (const bad of ['', 'a%20b', 'login.screen,,menu'])
      expect((await t.app.inject({ method: 'GET', url: `/api/dokumente?namen=${bad}` })).statusCode, bad).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/dokumente' })).statusCode).toBe(400);
  });
});

describe('documents found by folder and validated at start', () => {
  const copies: string[] = [];
  const folders = () => {
    const f = copyFolders();
    copies.push(f.root);
    return f;
  };
  afterAll(() => {
    for (const root of copies) rmSync(root, { recursive: true, force: true });
    installDocuments(loadDocuments());
  });

  it('refuses to start on an invalid document, naming the file, the JSON pointer and what is wrong', async () => {
    const dirs = folders();
    edit(join(dirs.schemas, 'screens/auftragserfassung.screen.json'), (doc) => {
      doc.layout[1].type = 'kaputt';
    });
    await expect(buildApp({ documentDirs: dirs, seed: false })).rejects.toThrow(
      /schemas\/screens\/auftragserfassung\.screen\.json:\d+ \/layout\/1\S*: /,
    );
  });

  // The capture screen is composed of part files ($include): a mistake in a part is named in the part, with its own line.
  it('refuses to start on an invalid part of a document, naming the part file, its line and the pointer in it', async () => {
    const dirs = folders();
    edit<Node>(join(dirs.schemas, 'screens/auftragserfassung/kopf.part.json'), (doc) => {
      doc.type = 'kaputt';
    });
    await expect(buildApp({ documentDirs: dirs, seed: false })).rejects.toThrow(
      /schemas\/screens\/auftragserfassung\/kopf\.part\.json:2 \/type: /,
    );
  });

  // The widget, option-source, action and check ids come from plain id lists (no React), so the start checks them as
  // `npm run check` does; before, a misspelled widget passed the start and blanked the screen in the browser.
  it('refuses to start on a widget id no registry holds, naming the file, the pointer and the widget', async () => {
    const dirs = folders();
    edit<Node>(join(dirs.schemas, 'screens/auftragserfassung/kopf.part.json'), (doc) => {
      firstField([doc])!.widget = 'gibtsNicht';
    });
    await expect(buildApp({ documentDirs: dirs, seed: false })).rejects.toThrow(
      /schemas\/screens\/auftragserfassung\/kopf\.part\.json:\d+ \/children\/\S*\/widget: .*unbekanntes Widget 'gibtsNicht'/,
    );
  });

  it('refuses to start on an option source the page does not serve, naming the file, the pointer and the source', async () => {
    const dirs = folders();
    edit<Node>(join(dirs.schemas, 'screens/auftragserfassung/kopf.part.json'), (doc) => {
      firstField([doc], (n) => !!n.options?.source)!.options!.source = 'frankatur';
    });
    await expect(buildApp({ documentDirs: dirs, seed: false })).rejects.toThrow(
      /schemas\/screens\/auftragserfassung\/kopf\.part\.json:\d+ \/children\/\S*\/options\/source: .*unbekannte Optionsquelle 'frankatur'/,
    );
  });

  // Mistakes that broke something without a word: an overlay that never applies, a menu entry that leads to the start page.
  it('refuses to start on a variant compared with no variant id and on a menu route the route table lacks', async () => {
    const dirs = folders();
    const overlay = join(dirs.variants, 'auftragserfassung-variante-c.json');
    writeFileSync(overlay, readFileSync(overlay, 'utf8').replace(/"C"/, '"c"'));
    const menu = join(dirs.schemas, 'navigation/menu.json');
    writeFileSync(
      menu,
      readFileSync(menu, 'utf8').replace(
        '"route": "/auftragsmanagement/auftragsresearch"',
        '"route": "/auftragsmanagement/auftragsresarch"',
      ),
    );
    const start = buildApp({ documentDirs: dirs, seed: false });
    await expect(start).rejects.toThrow(
      /variants\/auftragserfassung-variante-c\.json:\d+ \/when\/==\/1: .*'c'.* meinten Sie 'C'\?/,
    );
    await expect(start).rejects.toThrow(
      /schemas\/navigation\/menu\.json:\d+ \/groups\/0\/items\/1\/route: .*meinten Sie '\/auftragsmanagement\/auftragsresearch'\?/,
    );
  });

  it('refuses to start on a file that is no JSON, naming the file and the line', async () => {
    const dirs = folders();
    writeFileSync(
      join(dirs.variants, 'auftragserfassung-neu.json'),
      '{\n "id": "auftragserfassung-neu",\n "screen": "auftragserfassung"\n "patch": {}\n}\n',
    );
    await expect(buildApp({ documentDirs: dirs, seed: false })).rejects.toThrow(
      /variants\/auftragserfassung-neu\.json: kein gültiges JSON \(Zeile 4, Spalte 2\)/,
    );
  });

  // presets.json keeps only the profiles' deviating values: a switch's default is the catalogue's, as the server loaded it.
  it('takes every switch default from the client-switch catalogue of its documents', async () => {
    const dirs = folders();
    const file = join(dirs.schemas, 'config/client-switches.json');
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as { switches: Record<string, { default: string }> };
    catalogue.switches.terminArtFixTermin.default = '7';
    writeFileSync(file, JSON.stringify(catalogue, null, 1));
    const t = await createTestApp({ documentDirs: dirs });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config-param/clientconfig' });
      const config = Object.fromEntries(res.json<{ key: string; value: string }[]>().map((p) => [p.key, p.value]));
      expect(config).toMatchObject({ terminArtFixTermin: '7', isLademeterBerechnen: 'true', isRegistrierung: 'true' });
    } finally {
      await t.app.close();
    }
  });

  // The engine profile is a document like the others: the browser gets it from the server, and the server's own checks
  // read the same values (a text area without its own limit takes the profile's).
  it('serves the engine profile and checks a save by the same profile', async () => {
    const dirs = folders();
    const profileFile = join(dirs.schemas, 'profile/profile.json');
    const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as { textarea: { maxLineBreaks: number } };
    profile.textarea.maxLineBreaks = 1;
    writeFileSync(profileFile, JSON.stringify(profile, null, 1));
    edit<Node>(join(dirs.schemas, 'screens/auftragserfassung/angaben.part.json'), (doc) => {
      delete (firstField([doc], (n) => n.field === 'hinweis') as { maxLineBreaks?: number }).maxLineBreaks;
    });
    const t = await createTestApp({ documentDirs: dirs });
    try {
      const served = await t.app.inject({ method: 'GET', url: '/api/dokumente/profile' });
      expect(served.json<{ document: { textarea: { maxLineBreaks: number } } }>().document.textarea.maxLineBreaks).toBe(
        1,
      );
      const { accessToken } = await login(t.app, 'demo');
      const payload = newOrder({ hinweis: 'a\nb\nc' });
      const res = await t.app.inject({ method: 'POST', url: '/api/auftraege', headers: bearer(accessToken), payload });
      expect(res.statusCode).toBe(400);
      const message = 'Höchstens 1 Zeilenumbrüche erlaubt.';
      expect(res.json<Answer[]>()).toEqual([expect.objectContaining({ fieldname: 'hinweis', message })]);
    } finally {
      await t.app.close();
    }
  });

  it('picks up a new overlay file without any index entry: served to the browser and checked on save', async () => {
    const dirs = folders();
    writeFileSync(
      join(dirs.variants, 'auftragserfassung-empfaengerreferenz.json'),
      JSON.stringify({
        $schema: '../schemas/meta/variant.schema.json',
        id: 'auftragserfassung-empfaengerreferenz',
        screen: 'auftragserfassung',
        when: true,
        patch: { dataSchema: { properties: { empfaengerReferenz: { maxLength: 20 } } } },
      }),
    );
    const t = await createTestApp({ documentDirs: dirs });
    try {
      const served = await t.app.inject({ method: 'GET', url: '/api/dokumente/auftragserfassung.screen' });
      expect(served.json<{ overlays: { id: string }[] }>().overlays.map((o) => o.id)).toContain(
        'auftragserfassung-empfaengerreferenz',
      );
      const { accessToken } = await login(t.app, 'demo');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auftraege',
        headers: bearer(accessToken),
        payload: newOrder({ empfaengerReferenz: 'R'.repeat(25) }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer[]>()).toEqual([
        expect.objectContaining({ fieldname: 'empfaengerReferenz', message: 'max. 20 Zeichen' }),
      ]);
    } finally {
      await t.app.close();
    }
  });
});
