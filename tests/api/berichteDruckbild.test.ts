import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

const previousSecret = process.env.REPORT_SECRET;
process.env.REPORT_SECRET = 'test-report-secret-druckbild';
// The next file of this worker gets the environment it would have had.
afterAll(() => {
  if (previousSecret === undefined) delete process.env.REPORT_SECRET;
  else process.env.REPORT_SECRET = previousSecret;
});

// What a dispatcher gets on paper, read back by poppler and zbar (docs/printing.md): the signature image of the proof of
// delivery, the GS1-128 SSCC of a tenant with a GS1 company prefix, a long order confirmation over several pages.
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const dir = mkdtempSync(join(tmpdir(), 'don-druckbild-'));
const save = (pdf: Buffer, name: string) => {
  const f = join(dir, `${name}.pdf`);
  writeFileSync(f, pdf);
  return f;
};
const run = (tool: string, args: string[]) => execFileSync(tool, args).toString('utf8');

/** A grey-scale PNG of a scribbled line (200×60), written by hand so the test needs no image library. */
function signaturePng(): Buffer {
  const [w, h] = [200, 60];
  const raw = Buffer.alloc((w + 1) * h, 255);
  for (let y = 0; y < h; y++) raw[y * (w + 1)] = 0;
  for (let x = 10; x < w - 10; x++) {
    const y = Math.round(30 + 18 * Math.sin(x / 9) * Math.cos(x / 31));
    for (const dy of [-1, 0, 1]) raw[(y + dy) * (w + 1) + 1 + x] = 0;
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** GS1 check digit computed here, independently of the product: weights 3,1,3,… from the rightmost data digit. */
function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

const order = (reference: string, positions: number, hinweis: string) => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  spedfremdnr: reference,
  hinweis,
  absender: {
    name: 'Elbe Papierwerke GmbH',
    strasse: 'Am Hafen',
    hausnummer: '5',
    plz: '20457',
    ort: 'Hamburg',
    lkz: 'DE',
  },
  empfaenger: {
    name: 'Przedsiębiorstwo Łódzkie',
    strasse: 'ul. Piotrkowska',
    hausnummer: '104',
    plz: '90-001',
    ort: 'Łódź',
    lkz: 'PL',
  },
  abholDatumVon: `${day(1)}T00:00:00.000Z`,
  zustellDatumVon: `${day(3)}T00:00:00.000Z`,
  auftragspositionen: Array.from({ length: positions }, (_, i) => ({
    warengutBezeichnung: `Ware Nummer ${i + 1} Kartonagen Żółć`,
    bruttoGewicht: 100 + i,
    verpackungAnzahl: 1,
    laengeCM: 120,
    breiteCM: 80,
    hoeheCM: 100,
  })),
});

describe('printed reports read back: signature, GS1-128 SSCC, several pages', () => {
  let t: TestApp;
  let token: string;
  const create = async (reference: string, positions = 1, hinweis = 'Bitte avisieren') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auftraege',
      headers: bearer(token),
      payload: order(reference, positions, hinweis),
    });
    expect(res.statusCode, res.body).toBe(201);
    const {
      rows: [row],
    } = await t.db.query<{ id: number; spedeigennr: string }>(
      "SELECT id, spedeigennr FROM auftrag WHERE daten->>'spedfremdnr' = $1",
      [reference],
    );
    return row;
  };
  const report = async (name: string, id: number) => {
    const ids = (
      await t.app.inject({ method: 'GET', url: `/api/jasper-print/encrypt-ids/${id}`, headers: bearer(token) })
    ).json<string>();
    const res = await t.app.inject({
      method: 'GET',
      url: `/disponent-online/berichte?reportNames=${name}&ids=${encodeURIComponent(ids)}`,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.rawPayload;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'admin')).accessToken;
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the stored signature image on the proof of delivery', async () => {
    const row = await create('DRUCKBILD-POD');
    // The dispatch system reports the delivery (status 105 of the default chain) and the recipient's signature into the order.
    await t.db.query(
      "INSERT INTO auftragshistorie (auftrag_id, datum, sdst_id, ereignisort) VALUES ($1, now() - interval '1 hour', 105, 'Łódź')",
      [row.id],
    );
    await t.db.query("UPDATE auftrag SET daten = jsonb_set(daten, '{signatur}', to_jsonb($2::text)) WHERE id = $1", [
      row.id,
      signaturePng().toString('base64'),
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/abliefernachweis?id=${row.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const file = save(res.rawPayload, 'pod');
    const images = run('pdfimages', ['-list', file])
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((l) => l.trim().split(/\s+/));
    // page num type width height …: the 200×60 signature is on page 1.
    expect(
      images.some((c) => c[0] === '1' && c[2] === 'image' && c[3] === '200' && c[4] === '60'),
      images.join('\n'),
    ).toBe(true);
    const text = run('pdftotext', ['-layout', file, '-']);
    for (const part of ['Przedsiębiorstwo Łódzkie', row.spedeigennr]) expect(text).toContain(part);
  });

  it('prints a GS1-128 SSCC zbarimg reads when the tenant has a GS1 company prefix', async () => {
    const prefix = '4012345';
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/config-param/coco',
      headers: bearer(token),
      payload: [{ key: 'gs1Basisnummer', value: prefix }],
    });
    expect(put.statusCode, put.body).toBe(200);
    // A configurator save ends the saving session: the admin logs in again.
    token = (await login(t.app, 'admin')).accessToken;
    const row = await create('DRUCKBILD-GS1');
    const file = save(await report('etiketten.jasper', row.id), 'gs1');
    execFileSync('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', file, join(dir, 'gs1')]);
    const png = readdirSync(dir).find((f) => f.startsWith('gs1') && f.endsWith('.png'))!;
    const read = run('zbarimg', ['-q', join(dir, png)]).trim();
    expect(read).toMatch(/^(CODE-128|GS1-128):/);
    // The data after AI 00, with or without parentheses or an FNC1 (GS, 0x1d) in front.
    const data = read
      .replace(/^[A-Z0-9-]+:/, '')
      .replace(/[()]/g, '')
      .replaceAll(String.fromCharCode(0x1d), '');
    const body = `0${prefix}${String(row.id * 1000 + 1)
      .padStart(16 - prefix.length, '0')
      .slice(-(16 - prefix.length))}`;
    expect(data).toBe(`00${body}${checkDigit(body)}`);
    await t.app.inject({
      method: 'PUT',
      url: '/api/config-param/coco',
      headers: bearer(token),
      payload: [{ key: 'gs1Basisnummer', value: '' }],
    });
    token = (await login(t.app, 'admin')).accessToken;
  });

  it('spreads a long order confirmation over several numbered pages without losing a position', async () => {
    const note = Array.from(
      { length: 30 },
      (_, i) => `Satz ${i + 1} des Hinweises: Anlieferung nur werktags über Tor 3 – Rampe Süd, Ladung sichern.`,
    ).join(' ');
    const row = await create('DRUCKBILD-LANG', 40, note);
    const file = save(await report('auftragsbestaetigung.jasper', row.id), 'lang');
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))![1]);
    expect(pages).toBeGreaterThan(1);
    const text = run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    // A continuation page names its order in the footer, in case it is separated from the first.
    expect(run('pdftotext', ['-f', String(pages), '-l', String(pages), '-layout', file, '-'])).toContain(
      `Auftragsnummer ${row.spedeigennr}`,
    );
    // Read without layout, so wrapped words join up: every position and the note's last sentence are on some page.
    const flat = run('pdftotext', [file, '-']).replace(/\s+/g, ' ');
    for (let i = 1; i <= 40; i++) expect(flat).toContain(`Ware Nummer ${i} `);
    expect(flat).toContain('Satz 30 des Hinweises');
    // Nothing is drawn outside the page: every word's box lies within the media box.
    const bbox = run('pdftotext', ['-bbox', file, '-']);
    const [pw, ph] = (/<page width="([\d.]+)" height="([\d.]+)"/.exec(bbox) ?? []).slice(1).map(Number);
    for (const m of bbox.matchAll(
      /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)</g,
    )) {
      const [x0, y0, x1, y1] = m.slice(1, 5).map(Number);
      expect(x0 >= 0 && y0 >= 0 && x1 <= pw && y1 <= ph, `${m[5]} at ${x0},${y0}–${x1},${y1}`).toBe(true);
    }
  });
});
