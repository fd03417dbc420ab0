import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrder } from './auftragserfassung.fixtures';
import { bearer, createTestApp, decodeClaims, login, type TestApp } from './helpers';

type Json = Record<string, unknown>;
type Cell = string | number | null;

const HEADER: Cell[] = ['LKZ', 'PLZ von', 'PLZ bis', 'Terminart'];
const GOOD: Cell[][] = [
  ['DE', '01000', '01999', 50],
  ['DE', '20000', '22999', 51],
  ['AT', '1010', '1230', 52],
];

/** An .xlsx written by write-excel-file: the rows on the named sheet (the premium import's is 'Premiumgebiete'). */
async function xlsx(rows: Cell[][], sheet = 'Premiumgebiete'): Promise<Buffer> {
  return writeXlsxFile(
    rows.map((r) => r.map((value) => (value === null ? null : { value }))),
    { sheet },
  ).toBuffer();
}

/** The multipart body the portal sends: the file under its name and the JSON metadata with the dateiname. */
function upload(file: Buffer, filename = 'Premiumgebiete.xlsx', dateiname = filename) {
  const boundary = 'premiumGrenze';
  const text = (s: string) => Buffer.from(s, 'utf8');
  const payload = Buffer.concat([
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    file,
    text(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\nContent-Type: application/json\r\n\r\n`,
    ),
    text(JSON.stringify({ dateiname })),
    text(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The premium import of the admin area (account-admin.md §2 'Premium import (.xlsx) only if isBexPremium is set', §5, §7
 * POST /api/premium/upload, §8 'Datei erfolgreich importiert'): the server reads and checks every row itself, all or
 * nothing, German refusals, never a 5xx for a bad file.
 */
describe('/api/premium: premium import (.xlsx) and the stored premium areas', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let demo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const answer = await login(t.app, 'admin');
    admin = bearer(answer.accessToken);
    demo = bearer((await login(t.app, 'demo')).accessToken);
    const tenant = decodeClaims(answer.accessToken)['mandant-id'];
    await t.db.query("DELETE FROM config_param WHERE mandant_id = $1 AND key = 'isBexPremium'", [tenant]);
    await t.db.query("INSERT INTO config_param (mandant_id, key, value) VALUES ($1, 'isBexPremium', 'true')", [tenant]);
  }, 180_000);
  afterAll(() => t.app.close());

  const send = async (file: Buffer, filename?: string, headers = admin, dateiname?: string) => {
    const body = upload(file, filename, dateiname);
    return t.app.inject({
      method: 'POST',
      url: '/api/premium/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const areas = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/premium/gebiete', headers: admin })).json<Json[]>();
  const messages = (res: { json: () => unknown }) => (res.json() as Json[]).map((n) => n.message);

  it('imports a good file: its rows replace the stored areas, each with its sheet row', async () => {
    const res = await send(await xlsx([HEADER, ...GOOD]));
    expect(res.statusCode, res.body).toBe(204);
    expect(await areas()).toEqual([
      { lkz: 'AT', plzVon: '1010', plzBis: '1230', terminart: 52, zeile: 4 },
      { lkz: 'DE', plzVon: '01000', plzBis: '01999', terminart: 50, zeile: 2 },
      { lkz: 'DE', plzVon: '20000', plzBis: '22999', terminart: 51, zeile: 3 },
    ]);
    // Headers in any case and order, an empty row in between, a numeric cell for the Terminart typed as text.
    const again = await send(
      await xlsx([
        ['terminart', 'lkz', 'plz bis', 'PLZ VON'],
        ['50', 'CH', '8099', '8000'],
        [],
        [51, 'CH', '9000', '9000'],
      ]),
    );
    expect(again.statusCode, again.body).toBe(204);
    expect(await areas()).toEqual([
      { lkz: 'CH', plzVon: '8000', plzBis: '8099', terminart: 50, zeile: 2 },
      { lkz: 'CH', plzVon: '9000', plzBis: '9000', terminart: 51, zeile: 4 },
    ]);
  });

  it('refuses a file with one bad row as a whole, names each bad row in German and stores nothing', async () => {
    const before = await areas();
    const res = await send(
      await xlsx([HEADER, ...GOOD, ['de', '30000', '29999', 53], ['DE', '40000', '40999', 51], ['DE', null, '1', 50]]),
    );
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([
      'Zeile 5: LKZ: Nur Großbuchstaben und Ziffern ohne Leerzeichen (z. B. DE, 01067).; Terminart: Bitte eine Premium-Terminart 50, 51 oder 52 eingeben.; PLZ bis: PLZ bis darf nicht vor PLZ von liegen.',
      'Zeile 7: PLZ von: Feld ist ein Pflichtfeld. Bitte ausfüllen.',
    ]);
    expect(await areas()).toEqual(before);
  });

  it('refuses other file types, a corrupt file, a wrong sheet or header and an empty sheet in German, never with a 5xx', async () => {
    const before = await areas();
    const good = await xlsx([HEADER, ...GOOD]);
    const cases: [Buffer, string | undefined, string, string?][] = [
      [Buffer.from('LKZ;PLZ von\nDE;01000\n'), 'Premiumgebiete.csv', 'Bitte eine Excel-Datei (.xlsx) auswählen.'],
      [good, 'Premiumgebiete.xls', 'Bitte eine Excel-Datei (.xlsx) auswählen.'],
      [good, 'Premiumgebiete.xlsx', 'Bitte eine Excel-Datei (.xlsx) auswählen.', 'Premiumgebiete.pdf'],
      [
        Buffer.from('%PDF-1.4 kein Excel'),
        undefined,
        'Die Datei kann nicht gelesen werden: Sie ist keine gültige Excel-Datei (.xlsx).',
      ],
      [
        good.subarray(0, good.length / 2),
        undefined,
        'Die Datei kann nicht gelesen werden: Sie ist keine gültige Excel-Datei (.xlsx).',
      ],
      [
        await xlsx([HEADER, ...GOOD], 'Tabelle1'),
        undefined,
        'Die Datei enthält kein Tabellenblatt „Premiumgebiete“. Bitte die Vorlage verwenden.',
      ],
      [
        await xlsx([['LKZ', 'PLZ von', 'PLZ bis', 'Terminart', 'Preis'], ...GOOD]),
        undefined,
        'Unbekannte Spalte „Preis“. Erlaubt sind: LKZ, PLZ von, PLZ bis, Terminart.',
      ],
      [
        await xlsx([
          ['LKZ', 'PLZ von', 'Terminart'],
          ['DE', '01000', 50],
        ]),
        undefined,
        'Die Spalte „PLZ bis“ fehlt in der ersten Zeile. Nötig sind: LKZ, PLZ von, PLZ bis, Terminart.',
      ],
      [await xlsx([HEADER]), undefined, 'Die Datei enthält keine Premiumgebiete.'],
    ];
    for (const [file, filename, message, dateiname] of cases) {
      const res = await send(file, filename, admin, dateiname);
      expect(res.statusCode, `${filename} ${message}`).toBe(400);
      expect(messages(res)).toEqual([message]);
    }
    expect(await areas()).toEqual(before);
  });

  it('refuses a file over 2 MB with 413 and a German text', async () => {
    const res = await send(Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(messages(res)).toEqual(['Die Datei ist zu groß (höchstens 2 MB).']);
  });

  it('offers a premium Terminart only in the imported areas: an order to another postcode is refused', async () => {
    expect((await send(await xlsx([HEADER, ...GOOD]))).statusCode).toBe(204);
    // demo's tenant Hamburg inherits isBexPremium from its main tenant, as every switch.
    const save = (plz: string, terminart: number, extra: Json = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auftraege',
        headers: demo,
        payload: newOrder({
          terminkennzeichen: { id: terminart },
          empfaenger: { name: 'Elbe Handel', strasse: 'Kai', hausnummer: '1', plz, ort: 'Ort', lkz: 'DE' },
          ...extra,
        }),
      });
    expect((await save('01067', 50)).statusCode).toBe(201);
    expect((await save('21029', 51)).statusCode).toBe(201);
    const outside = await save('80331', 50);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual([
      expect.objectContaining({
        fieldname: 'terminkennzeichen.id',
        message: 'Der Premium-Service dieser Terminart wird für die Empfänger-PLZ DE 80331 nicht angeboten.',
      }),
    ]);
    // The area offers Premium 8 (50) only; another premium Terminart there is refused, an ordinary one is not.
    expect((await save('01067', 51)).statusCode).toBe(400);
    expect((await save('80331', 4)).statusCode).toBe(201);
  });

  it('refuses non-admins and admins of a client without isBexPremium before reading the file', async () => {
    const file = await xlsx([HEADER, ...GOOD]);
    const forbidden = await send(file, undefined, demo);
    expect(forbidden.statusCode).toBe(403);
    expect(messages(forbidden)).toEqual(['Sie haben keine Berechtigung für diese Aktion.']);
    expect((await t.app.inject({ method: 'GET', url: '/api/premium/gebiete', headers: demo })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/premium/upload' })).statusCode).toBe(401);

    await t.db.query("UPDATE config_param SET value = 'false' WHERE mandant_id IS NOT NULL AND key = 'isBexPremium'");
    try {
      const off = await send(file);
      expect(off.statusCode).toBe(403);
      expect(messages(off)).toEqual(['Der Premiumimport ist für Ihren Mandanten nicht freigeschaltet.']);
    } finally {
      await t.db.query("UPDATE config_param SET value = 'true' WHERE mandant_id IS NOT NULL AND key = 'isBexPremium'");
    }
  });
});
