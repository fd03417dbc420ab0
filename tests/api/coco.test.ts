import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TAUSCH_UND_LADEMITTEL } from '../../server/config';
import { DEFAULT_DOCUMENT_DIRS, installDocuments, loadDocuments } from '../../server/documents';
import { bearer, createTestApp, login, type TestApp } from './helpers';

type Param = { key: string; value: string };
const asMap = (list: Param[]) => Object.fromEntries(list.map((p) => [p.key, p.value]));

describe('PUT /api/config-param/coco', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.app.close();
  });

  // A successful save ends the session: each call logs the admin in afresh unless a token is given.
  const put = async (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/config-param/coco',
      headers: bearer(token ?? (await login(t.app, 'admin')).accessToken),
      payload: payload as object,
    });
  const config = async (user: string) => {
    const { accessToken } = await login(t.app, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/config-param/clientconfig',
      headers: bearer(accessToken),
    });
    return asMap(res.json<Param[]>());
  };

  it("saves switches for the admin's tenant, answers the configuration in effect, and sub-tenants inherit it", async () => {
    const res = await put([
      { key: 'isPreisermittlung', value: 'true' },
      { key: 'clientInfobox', value: 'Betriebsferien 24.–31.12.' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(asMap(res.json())).toMatchObject({ isPreisermittlung: 'true', clientInfobox: 'Betriebsferien 24.–31.12.' });
    expect(await config('admin')).toMatchObject({ isPreisermittlung: 'true' });
    expect((await config('leser')).clientInfobox).toBe('Betriebsferien 24.–31.12.');
    expect((await config('metro')).clientInfobox).not.toBe('Betriebsferien 24.–31.12.');
    // The change log: the admin's tenant, each switch from its old to its new value.
    const { rows } = await t.db.query<{
      felder: { feld: string; alt: unknown; neu: unknown }[];
      benutzer_name: string;
    }>("SELECT felder, benutzer_name FROM aenderung WHERE objekt_typ = 'mandant' ORDER BY id DESC LIMIT 1");
    expect(rows[0].benutzer_name).toBe('admin');
    expect(rows[0].felder).toContainEqual({
      feld: 'konfiguration.clientInfobox',
      alt: expect.anything(),
      neu: 'Betriebsferien 24.–31.12.',
    });
    // isPreisermittlung was on already: a switch sent with its old value is no change.
    expect(rows[0].felder.map((f) => f.feld)).toEqual(['konfiguration.clientInfobox']);
  });

  it('refuses Tauschgeräte together with zusätzliche Lademittel, also against the stored value', async () => {
    const both = await put([
      { key: 'isTauschgeraete', value: 'true' },
      { key: 'isZusaetzlicheLademittel', value: 'true' },
    ]);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual([
      expect.objectContaining({ message: TAUSCH_UND_LADEMITTEL, fieldname: 'isTauschgeraete', severity: 'ERROR' }),
    ]);
    expect((await put([{ key: 'isZusaetzlicheLademittel', value: 'true' }])).statusCode).toBe(200);
    const later = await put([{ key: 'isTauschgeraete', value: 'true' }]);
    expect(later.statusCode).toBe(400);
    expect(later.json()[0].message).toBe('Tauschgeräte und zusätzliche Lademittel dürfen nicht beide gewählt sein.');
    expect(await config('admin')).toMatchObject({ isTauschgeraete: 'false', isZusaetzlicheLademittel: 'true' });
  });

  it('selects a client preset through clientKunde', async () => {
    const res = await put([{ key: 'clientKunde', value: 'mmt' }]);
    expect(res.statusCode).toBe(200);
    expect(asMap(res.json())).toMatchObject({ clientKunde: 'mmt', isShowAbsenderNeutral: 'true' });
  });

  it('rejects unknown keys, non-boolean flags and unknown clients field by field, saving nothing', async () => {
    const before = await config('admin');
    const res = await put([
      { key: 'clientInfobox', value: 'Neu' },
      { key: 'isGeheim', value: 'true' },
      { key: 'isMautrechner', value: 'vielleicht' },
      { key: 'clientKunde', value: 'acme' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().map((n: { fieldname: string }) => n.fieldname)).toEqual([
      'isGeheim',
      'isMautrechner',
      'clientKunde',
    ]);
    expect(await config('admin')).toEqual(before);
  });

  it('answers the client logo and website of the preset and refuses a website or logo that is no plain address or portal file', async () => {
    expect(await config('kunde-a')).toMatchObject({
      clientLogo: 'logos/phl.svg',
      clientWebsite: 'https://www.phl.example/',
    });
    const anonymous = asMap(
      (await t.app.inject({ method: 'GET', url: '/api/config-param/clientconfig' })).json<Param[]>(),
    );
    expect(anonymous).toMatchObject({
      clientLogo: 'logos/disponent-online.svg',
      clientWebsite: 'https://www.disponent-online.example/',
    });
    const bad = await put([
      { key: 'clientWebsite', value: 'javascript:alert(1)' },
      { key: 'clientLogo', value: 'https://evil.example/x.svg' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().map((n: { fieldname: string; message: string }) => [n.fieldname, n.message])).toEqual([
      ['clientWebsite', 'Die Internetseite muss mit http:// oder https:// beginnen.'],
      ['clientLogo', 'Das Logo muss eine Datei logos/<name>.svg des Portals sein.'],
    ]);
    const ok = await put([
      { key: 'clientWebsite', value: 'https://nordlicht.example/' },
      { key: 'clientLogo', value: 'logos/mmt.svg' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(asMap(ok.json())).toMatchObject({
      clientWebsite: 'https://nordlicht.example/',
      clientLogo: 'logos/mmt.svg',
    });
  });

  it('answers 400 in German for a body that is not a key/value list', async () => {
    const res = await put({ isPreisermittlung: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0]).toMatchObject({ severity: 'ERROR', header: 'Konfiguration' });
  });

  it('is for admins only', async () => {
    const demo = (await login(t.app, 'demo')).accessToken;
    const res = await put([{ key: 'isPreisermittlung', value: 'true' }], demo);
    expect(res.statusCode).toBe(403);
    expect(res.json()[0].message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    // Refused before the body is looked at: an invalid body of a non-admin is a 403 too, not a 400 naming its fields.
    const invalid = await put({ isPreisermittlung: 'true' }, demo);
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json()[0].id).toBe('auth.forbidden');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/config-param/coco', payload: [] });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ends the saving session: the access token answers 401 and its refresh token no longer refreshes', async () => {
    const session = await login(t.app, 'admin');
    const refused = await put(
      [
        { key: 'isTauschgeraete', value: 'true' },
        { key: 'isZusaetzlicheLademittel', value: 'true' },
      ],
      session.accessToken,
    );
    expect(refused.statusCode).toBe(400);
    // A refused save changes nothing: the session goes on.
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/config-param/clientconfig',
      headers: bearer(session.accessToken),
    });
    expect(asMap(still.json<Param[]>()).isTauschgeraete).toBe('false');
    expect((await put([{ key: 'isMautrechner', value: 'false' }], session.accessToken)).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'PUT',
      url: '/api/config-param/coco',
      headers: bearer(session.accessToken),
      payload: [],
    });
    expect(after.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      payload: { accessToken: session.accessToken, refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // After logging in again the token carries the saved configuration.
    expect(await config('admin')).toMatchObject({ isMautrechner: 'false' });
  });

  it("refuses a value outside the catalogue's list of a choice (column model)", async () => {
    const res = await put([{ key: 'auftragsresearchtableconfig', value: 'Z' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      expect.objectContaining({
        fieldname: 'auftragsresearchtableconfig',
        message: '„Z“ ist kein Wert des Schalters „auftragsresearchtableconfig“.',
      }),
    ]);
    expect((await put([{ key: 'auftragsresearchtableconfig', value: 'B' }])).statusCode).toBe(200);
  });

  describe('GET /api/config-param/presets', () => {
    const presets = (token?: string) =>
      t.app.inject({ method: 'GET', url: '/api/config-param/presets', ...(token ? { headers: bearer(token) } : {}) });

    it('answers the seven client profiles with every switch as a string, each profile naming itself in clientKunde', async () => {
      const res = await presets((await login(t.app, 'admin')).accessToken);
      expect(res.statusCode).toBe(200);
      const list = res.json<{ id: string; label: string; values: Param[] }[]>();
      expect(list.map((p) => p.label)).toEqual([
        'Disponent Online',
        'MMT',
        'PHL',
        'Sievers',
        'Disponent',
        'Haalboom',
        'Demo',
      ]);
      const sievers = asMap(list.find((p) => p.id === 'sievers')!.values);
      expect(sievers).toMatchObject({
        clientKunde: 'sievers',
        isZusaetzlicheLademittel: 'true',
        isTauschgeraete: 'false',
        isAbholDatumPflicht: 'true',
        isStellplaetzeBerechnen: 'true',
        terminArtFixTermin: '4',
      });
      expect(list.every((p) => p.values.every((v) => typeof v.value === 'string'))).toBe(true);
      // What a preset button fills in is accepted as it is.
      const applied = await put(list.find((p) => p.id === 'sievers')!.values);
      expect(applied.statusCode).toBe(200);
      expect(asMap(applied.json())).toMatchObject({ clientKunde: 'sievers', isAbholDatumPflicht: 'true' });
    });

    it('is for admins only', async () => {
      expect((await presets((await login(t.app, 'demo')).accessToken)).statusCode).toBe(403);
      expect((await presets()).statusCode).toBe(401);
    });
  });

  describe('clientInfobox HTML', () => {
    const HOSTILE =
      '<p onclick="steal()">Hallo <b>Welt</b><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">böse</a> <a href="https://example.de/info" target="_blank" onmouseover="x()">Info</a>' +
      '<iframe src="https://evil.example"></iframe><span style="color:red">rot</span></p><h2>Titel</h2>';
    const SAFE =
      '<p>Hallo <b>Welt</b><a rel="noopener noreferrer">böse</a> <a href="https://example.de/info" target="_blank" rel="noopener noreferrer">Info</a>' +
      '<span>rot</span></p><h2>Titel</h2>';

    it('keeps only the allow-list when saved: no script, no event handler, no javascript: link', async () => {
      const res = await put([{ key: 'clientInfobox', value: HOSTILE }]);
      expect(res.statusCode).toBe(200);
      expect(asMap(res.json()).clientInfobox).toBe(SAFE);
      const { rows } = await t.db.query<{ value: string }>(
        "SELECT value FROM config_param WHERE key = 'clientInfobox' AND mandant_id IS NOT NULL",
      );
      expect(rows.map((r) => r.value)).toEqual([SAFE]);
    });

    it('sanitises on display too, e.g. a row written straight into the database', async () => {
      await t.db.query("UPDATE config_param SET value = $1 WHERE key = 'clientInfobox' AND mandant_id IS NULL", [
        HOSTILE,
      ]);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/config-param/clientconfig' });
      expect(asMap(anonymous.json<Param[]>()).clientInfobox).toBe(SAFE);
      expect((await config('demo')).clientInfobox).toBe(SAFE);
    });
  });
});

// schemas/README.md recipe 5: a switch configuration staff add to the catalogue only (no entry in presets.json) is known
// to the server after a restart: answered with its default, accepted by the configurator, checked as a flag.
describe('a switch of the catalogue only (schemas/config/client-switches.json)', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'coco-katalog-'));
    cpSync(DEFAULT_DOCUMENT_DIRS.schemas, join(root, 'schemas'), { recursive: true });
    cpSync(DEFAULT_DOCUMENT_DIRS.variants, join(root, 'variants'), { recursive: true });
    const file = join(root, 'schemas/config/client-switches.json');
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as { switches: Record<string, unknown> };
    catalogue.switches.isNurImKatalog = { type: 'flag', default: 'false', description: 'Probe', screens: [] };
    writeFileSync(file, JSON.stringify(catalogue));
    t = await createTestApp({ documentDirs: { schemas: join(root, 'schemas'), variants: join(root, 'variants') } });
  });
  afterAll(async () => {
    await t.app.close();
    installDocuments(loadDocuments());
    rmSync(root, { recursive: true, force: true });
  });

  it("answers it with its default, saves it for the admin's tenant and refuses a value that is no flag", async () => {
    const { accessToken: admin } = await login(t.app, 'admin');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/config-param/clientconfig' });
    expect(asMap(anonymous.json<Param[]>()).isNurImKatalog).toBe('false');
    const put = (value: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/config-param/coco',
        headers: bearer(admin),
        payload: [{ key: 'isNurImKatalog', value }],
      });
    const wrong = await put('ja');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([
      expect.objectContaining({
        fieldname: 'isNurImKatalog',
        message: '„isNurImKatalog“ erlaubt nur true oder false.',
      }),
    ]);
    const saved = await put('true');
    expect(saved.statusCode).toBe(200);
    expect(asMap(saved.json()).isNurImKatalog).toBe('true');
  });
});
