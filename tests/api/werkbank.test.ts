import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DOCUMENT_DIRS, installDocuments, loadDocuments } from '../../server/documents';
import { bearer, createTestApp, login, type TestApp } from './helpers';

// The variant workbench: overlay files linted, saved into a copy of the variants folder, reloaded, undone.
const overlay = (pointer: string) =>
  JSON.stringify(
    {
      $schema: '../schemas/meta/variant.schema.json',
      id: 'auftragserfassung-telefon-c',
      screen: 'auftragserfassung',
      description: 'Variante C: Telefon des Empfängers ist Pflicht.',
      when: { '==': [{ var: 'variant' }, 'C'] },
      requiredAdd: [pointer],
    },
    null,
    2,
  );

describe('/api/werkbank', () => {
  let t: TestApp;
  let root: string;
  let admin: { authorization: string };
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'werkbank-'));
    cpSync(DEFAULT_DOCUMENT_DIRS.schemas, join(root, 'schemas'), { recursive: true });
    cpSync(DEFAULT_DOCUMENT_DIRS.variants, join(root, 'variants'), { recursive: true });
    t = await createTestApp({ documentDirs: { schemas: join(root, 'schemas'), variants: join(root, 'variants') } });
    admin = bearer((await login(t.app, 'admin')).accessToken);
  });
  afterAll(async () => {
    await t.app.close();
    installDocuments(loadDocuments());
    rmSync(root, { recursive: true, force: true });
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url: `/api/werkbank${url}`, headers: { ...headers }, ...(payload ? { payload } : {}) });
  const empfaengerRequired = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dokumente/auftragserfassung.screen' });
    return res
      .json<{ overlays: { id: string; requiredAdd?: string[] }[] }>()
      .overlays.find((o) => o.id === 'auftragserfassung-telefon-c');
  };

  it('lists the overlays with their screen and the switch catalogue', async () => {
    const res = await call('GET', '/dateien', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ name: string; kind: string; screen?: string }[]>();
    expect(list).toContainEqual(
      expect.objectContaining({ name: 'auftragserfassung-variante-c', screen: 'auftragserfassung' }),
    );
    expect(list.at(-1)).toMatchObject({ name: 'client-switches', kind: 'katalog' });
    const file = await call('GET', '/dateien/auftragserfassung-telefon-c', admin);
    expect(file.json()).toMatchObject({ neu: true, text: '', rueckgaengig: false });
    // With the screen named, a new file starts as an overlay of it: meta-schema, id, screen, a rule for variant C.
    const started = await call('GET', '/dateien/auftragserfassung-telefon-c?maske=auftragserfassung', admin);
    expect(JSON.parse(started.json<{ text: string }>().text)).toEqual({
      $schema: '../schemas/meta/variant.schema.json',
      id: 'auftragserfassung-telefon-c',
      screen: 'auftragserfassung',
      description: '',
      when: { '==': [{ var: 'variant' }, 'C'] },
    });
    expect((await call('GET', '/dateien/auftragserfassung-telefon-c?maske=../x', admin)).statusCode).toBe(400);
  });

  it('refuses non-admins (403), other hosts (403) and names no overlay may have (400)', async () => {
    const demo = bearer((await login(t.app, 'demo')).accessToken);
    expect((await call('GET', '/dateien', demo)).statusCode).toBe(403);
    expect((await call('GET', '/dateien', {})).statusCode).toBe(401);
    const foreign = await call('GET', '/dateien', { ...admin, host: 'portal.example.de' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual([
      expect.objectContaining({ message: 'Die Werkbank gibt es nur auf Entwicklungsrechnern.' }),
    ]);
    const put = await call('PUT', '/dateien/x', { ...admin, host: 'portal.example.de' }, { text: '{}' });
    expect(put.statusCode).toBe(403);
    expect((await call('GET', '/dateien/selection', admin)).statusCode).toBe(400);
    expect((await call('GET', '/dateien/..%2Fschemas', admin)).statusCode).toBe(400);
  });

  it('checks a text with the linter: a typo is a German finding at its line', async () => {
    const res = await call('POST', '/dateien/auftragserfassung-telefon-c/pruefen', admin, {
      text: overlay('/empfaenger/telefn'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ findings: { file: string; message: string }[] }>().findings).toEqual([
      expect.objectContaining({
        file: 'variants/auftragserfassung-telefon-c.json',
        message: expect.stringContaining("Feld '/empfaenger/telefn' gibt es im Datenschema"),
      }),
    ]);
    const good = await call('POST', '/dateien/auftragserfassung-telefon-c/pruefen', admin, {
      text: overlay('/empfaenger/telefon'),
    });
    expect(good.json()).toEqual({ findings: [] });
  });

  it('refuses to save what the linter flags, and writes nothing', async () => {
    const res = await call('PUT', '/dateien/auftragserfassung-telefon-c', admin, {
      text: overlay('/empfaenger/telefn'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^variants\/auftragserfassung-telefon-c\.json, Zeile \d+: .*telefn/),
      }),
    ]);
    expect(existsSync(join(root, 'variants/auftragserfassung-telefon-c.json'))).toBe(false);
    expect(await empfaengerRequired()).toBeUndefined();
  });

  it('saves, reloads the documents without a restart, and undoes', async () => {
    const res = await call('PUT', '/dateien/auftragserfassung-telefon-c', admin, {
      text: overlay('/empfaenger/telefon'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ neuGeladen: true, rueckgaengig: true, neu: false });
    expect(readFileSync(join(root, 'variants/auftragserfassung-telefon-c.json'), 'utf8')).toBe(
      overlay('/empfaenger/telefon'),
    );
    expect((await empfaengerRequired())?.requiredAdd).toEqual(['/empfaenger/telefon']);

    const undo = await call('POST', '/dateien/auftragserfassung-telefon-c/rueckgaengig', admin);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ neu: true, rueckgaengig: false, neuGeladen: true });
    expect(existsSync(join(root, 'variants/auftragserfassung-telefon-c.json'))).toBe(false);
    expect(await empfaengerRequired()).toBeUndefined();
    const again = await call('POST', '/dateien/auftragserfassung-telefon-c/rueckgaengig', admin);
    expect(again.statusCode).toBe(409);
  });

  it('edits the switch catalogue the same way: refused when broken, saved and undone when sound', async () => {
    const before = (await call('GET', '/dateien/client-switches', admin)).json<{ text: string }>().text;
    const catalogue = JSON.parse(before) as { switches: Record<string, { label: string }> } & Record<string, unknown>;
    const broken = await call('PUT', '/dateien/client-switches', admin, {
      text: before.replace('{', '{ "gibtsNicht": 1,'),
    });
    expect(broken.statusCode).toBe(422);
    const key = Object.keys(catalogue.switches ?? {})[0];
    const changed = key
      ? JSON.stringify(
          {
            ...catalogue,
            switches: { ...catalogue.switches, [key]: { ...catalogue.switches[key], label: 'Geändert' } },
          },
          null,
          2,
        )
      : before;
    const saved = await call('PUT', '/dateien/client-switches', admin, { text: changed });
    expect(saved.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: '/api/dokumente/client-switches' });
    expect(JSON.stringify(served.json())).toContain(key ? 'Geändert' : '');
    expect((await call('POST', '/dateien/client-switches/rueckgaengig', admin)).statusCode).toBe(200);
    expect(readFileSync(join(root, 'schemas/config/client-switches.json'), 'utf8')).toBe(before);
  });

  // Another server process on the same folders saved: it replaced the stamp file; this one reloads on its next request.
  const announce = () => {
    writeFileSync(join(root, 'variants/.stand.tmp'), String(Math.random()));
    renameSync(join(root, 'variants/.stand.tmp'), join(root, 'variants/.dokumente-stand'));
  };

  it('picks up a change another process saved on its next request; a broken set keeps the documents in use', async () => {
    const file = join(root, 'variants/auftragserfassung-telefon-c.json');
    writeFileSync(file, overlay('/empfaenger/telefon'));
    announce();
    expect((await empfaengerRequired())?.requiredAdd).toEqual(['/empfaenger/telefon']);
    writeFileSync(file, overlay('/empfaenger/telefn'));
    announce();
    expect((await empfaengerRequired())?.requiredAdd).toEqual(['/empfaenger/telefon']);
    rmSync(file);
    announce();
    expect(await empfaengerRequired()).toBeUndefined();
  });

  // The three daily tasks of configuration staff, each a save of the workbench and live at once.
  it('a new switch that hides a field, and a new column for one variant, are saved and served without a restart', async () => {
    const catalogue = JSON.parse(
      (await call('GET', '/dateien/client-switches', admin)).json<{ text: string }>().text,
    ) as { switches: Record<string, unknown> };
    catalogue.switches.isTelefonEmpfaengerAus = {
      type: 'flag',
      label: 'Telefon des Empfängers ausblenden',
      group: 'erfassung',
      default: 'false',
      description: 'Das Feld Telefon des Empfängers in der Erfassung ausblenden',
      screens: ['auftragserfassung'],
    };
    const hide = JSON.stringify({
      $schema: '../schemas/meta/variant.schema.json',
      id: 'auftragserfassung-telefon-aus',
      screen: 'auftragserfassung',
      description: 'Schalter isTelefonEmpfaengerAus blendet das Telefon des Empfängers aus.',
      when: { '==': [{ var: 'config.isTelefonEmpfaengerAus' }, 'true'] },
      nodes: { 'empfaenger.telefon': { visible: false } },
    });
    // Before the catalogue knows the switch, the linter refuses the rule that reads it.
    expect((await call('PUT', '/dateien/auftragserfassung-telefon-aus', admin, { text: hide })).statusCode).toBe(422);
    const saved = await call('PUT', '/dateien/client-switches', admin, { text: JSON.stringify(catalogue, null, 2) });
    expect(saved.statusCode).toBe(200);
    expect((await call('PUT', '/dateien/auftragserfassung-telefon-aus', admin, { text: hide })).statusCode).toBe(200);

    const column = JSON.stringify({
      $schema: '../schemas/meta/variant.schema.json',
      id: 'auftragsresearch-lieferschein-c',
      screen: 'auftragsresearch',
      description: 'Variante C: Spalte Lieferschein.',
      priority: 20,
      when: { '==': [{ var: 'variant' }, 'C'] },
      patch: { order: ['spedeigennr', 'status', 'datum', 'lieferschein'] },
    });
    expect((await call('PUT', '/dateien/auftragsresearch-lieferschein-c', admin, { text: column })).statusCode).toBe(
      200,
    );
    const columns = await t.app.inject({ method: 'GET', url: '/api/dokumente/auftragsresearch.columns' });
    expect(columns.json<{ overlays: { id: string }[] }>().overlays.map((o) => o.id)).toContain(
      'auftragsresearch-lieferschein-c',
    );
    const screen = await t.app.inject({ method: 'GET', url: '/api/dokumente/auftragserfassung.screen' });
    expect(screen.json<{ overlays: { id: string }[] }>().overlays.map((o) => o.id)).toContain(
      'auftragserfassung-telefon-aus',
    );
    for (const name of ['auftragsresearch-lieferschein-c', 'auftragserfassung-telefon-aus', 'client-switches'])
      expect((await call('POST', `/dateien/${name}/rueckgaengig`, admin)).statusCode).toBe(200);
  });
});
