import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptJWT } from 'jose';
import { encryptReportIds } from '../../server/reports';
import { bearer, createTestApp, login, type TestApp } from './helpers';

// The key shared with the report server; set before any id list is encrypted, so the test can forge an expired one.
const previousSecret = process.env.REPORT_SECRET;
process.env.REPORT_SECRET = 'test-report-secret-berichte';
// The next file of this worker gets the environment it would have had.
afterAll(() => {
  if (previousSecret === undefined) delete process.env.REPORT_SECRET;
  else process.env.REPORT_SECRET = previousSecret;
});

// The report server (docs/printing.md): each report type for orders of every variant, read back by poppler and zbar.
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const dir = mkdtempSync(join(tmpdir(), 'don-berichte-'));
const pdftotext = (pdf: Buffer) => {
  const f = join(dir, `${Math.random()}.pdf`);
  writeFileSync(f, pdf);
  return execFileSync('pdftotext', ['-layout', f, '-']).toString('utf8');
};
const USERS = ['demo', 'kunde-a', 'kunde-b', 'kunde-c'] as const; // default, variant A, B, C
const REPORTS = [
  'auftragsbestaetigung.jasper',
  'etiketten.jasper',
  'etiketten_a4.jasper',
  'frachtbrief.jasper',
  'uebernahmeliste.jasper',
];

// Variant B captures Nachnahme as IBAN/BIC/Betrag without a currency (orders.md §2); the amount prints in euros.
const order = (reference: string, variantB: boolean) => ({
  status: { id: 1 },
  typ: 0,
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  spedfremdnr: reference,
  nachnahmeBetrag: 1234.5,
  ...(variantB ? {} : { nachnahmeWaehrung: { id: 2 } }),
  hinweis: 'Anlieferung über Tor 3 – Rampe Süd',
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
  auftragspositionen: [
    {
      warengutBezeichnung: 'Papierrollen',
      bruttoGewicht: 500,
      verpackungAnzahl: 2,
      laengeCM: 120,
      breiteCM: 80,
      hoeheCM: 100,
    },
  ],
});

describe('report server <base>/berichte (orders.md §7 Printing)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const orders: Record<string, { id: number; spedeigennr: string }> = {};
  const encrypt = async (user: string, ids: number[]) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/jasper-print/encrypt-ids/${ids.join(',')}`,
        headers: bearer(tokens[user]),
      })
    ).json<string>();
  const open = (report: string, token: string, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `/disponent-online/berichte?reportNames=${report}&ids=${encodeURIComponent(token)}${extra}`,
      headers: { accept: 'text/html' },
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const user of USERS) {
      tokens[user] = (await login(t.app, user)).accessToken;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auftraege',
        headers: bearer(tokens[user]),
        payload: order(`BER-${user}`, user === 'kunde-b'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const {
        rows: [row],
      } = await t.db.query<{ id: number; spedeigennr: string }>(
        "SELECT id, spedeigennr FROM auftrag WHERE daten->>'spedfremdnr' = $1",
        [`BER-${user}`],
      );
      // The hand-over list is refused in status 1 (orders.md §5): these orders have been taken over.
      await t.db.query('UPDATE auftrag SET status_id = 3 WHERE id = $1', [row.id]);
      orders[user] = row;
    }
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the report types from the report documents, without the excluded one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jasper-print/report-types',
      headers: bearer(tokens.demo),
    });
    expect(res.json<{ reportFileName: string }[]>().map((r) => r.reportFileName)).toEqual([
      'auftragsbestaetigung.jasper',
      'etiketten.jasper',
      'etiketten_a4.jasper',
      'uebernahmeliste.jasper',
      'frachtbrief.jasper',
    ]);
  });

  it('answers every report type as an inline PDF for an order of every variant, with Łódź, € and the order number', async () => {
    for (const user of USERS) {
      const token = await encrypt(user, [orders[user].id]);
      for (const report of REPORTS) {
        const res = await open(report, token);
        expect(res.statusCode, `${user} ${report} ${res.body.slice(0, 300)}`).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(
          new RegExp(`^inline; filename="[A-Za-z-]+-${orders[user].spedeigennr}\\.pdf"$`),
        );
        const text = pdftotext(res.rawPayload);
        for (const part of [orders[user].spedeigennr, 'Łódź']) expect(text, `${user} ${report}`).toContain(part);
        if (report === 'auftragsbestaetigung.jasper')
          for (const part of ['Przedsiębiorstwo Łódzkie', '1.234,50 €', 'Tor 3 – Rampe Süd', 'Seite 1 von 1'])
            expect(text).toContain(part);
        if (report === 'frachtbrief.jasper') expect(text).toContain('Internationaler Frachtbrief CMR');
      }
    }
  });

  it('prints a label barcode zbarimg reads as order number and package', async () => {
    const res = await open('etiketten.jasper', await encrypt('demo', [orders.demo.id]));
    const file = join(dir, 'label.pdf');
    writeFileSync(file, res.rawPayload);
    execFileSync('pdftoppm', ['-r', '300', '-png', '-f', '2', '-l', '2', file, join(dir, 'label')]);
    const png = execFileSync('ls', [dir])
      .toString()
      .split('\n')
      .find((f) => f.startsWith('label') && f.endsWith('.png'))!;
    expect(
      execFileSync('zbarimg', ['-q', '--raw', join(dir, png)])
        .toString()
        .trim(),
    ).toBe(`${orders.demo.spedeigennr}-002`);
  });

  it('refuses forged, expired, foreign-tenant and unknown requests in German with a 4xx', async () => {
    const token = await encrypt('demo', [orders.demo.id]);
    const forged = await open('auftragsbestaetigung.jasper', `${token.slice(0, -6)}AAAAAA`);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Der Druckauftrag ist ungültig.');
    const key = createHash('sha256').update(process.env.REPORT_SECRET!).digest();
    const past = Math.floor(Date.now() / 1000) - 600;
    const expiredToken = await new EncryptJWT({ ids: [orders.demo.id], mandantId: 2, userId: 1, sv: 0 })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(past)
      .setExpirationTime(past + 300)
      .encrypt(key);
    const expired = await open('auftragsbestaetigung.jasper', expiredToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Der Druckauftrag ist abgelaufen.');
    // demo's own capability, naming an order of another tenant: read with demo's rights, so not found.
    const {
      rows: [demo],
    } = await t.db.query<{ id: number; session_version: number }>(
      "SELECT id, session_version FROM benutzer WHERE name = 'demo'",
    );
    const foreign = await encryptReportIds([orders['kunde-a'].id], 2, { userId: demo.id, sv: demo.session_version });
    const refused = await open('auftragsbestaetigung.jasper', foreign);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('Der Auftrag wurde nicht gefunden.');
    expect(refused.headers['content-type']).toContain('text/html');
    // A grant for another tenant than the user's is no grant.
    expect(
      (
        await open(
          'auftragsbestaetigung.jasper',
          await encryptReportIds([orders.demo.id], 5, { userId: demo.id, sv: demo.session_version }),
        )
      ).statusCode,
    ).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/disponent-online/berichte?reportNames=intern_vorlage.jasper&ids=${encodeURIComponent(token)}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()[0].message).toBe('Der Bericht „intern_vorlage.jasper“ ist nicht bekannt.');
    expect((await open('etiketten.jasper', token, '&format=A3')).body).toContain(
      'Der Berichtsparameter „format“ erlaubt nur: A6, A4.',
    );
  });

  it('ends the capability with the session: a changed password refuses the tab', async () => {
    const token = await encrypt('kunde-c', [orders['kunde-c'].id]);
    await t.db.query("UPDATE benutzer SET session_version = session_version + 1 WHERE name = 'kunde-c'");
    const res = await open('auftragsbestaetigung.jasper', token);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Sie dürfen diesen Bericht nicht drucken.');
  });

  it('refuses the hand-over list for an order in status 1 on the server too (orders.md §5)', async () => {
    await t.db.query('UPDATE auftrag SET status_id = 1 WHERE id = $1', [orders.demo.id]);
    const res = await open('uebernahmeliste.jasper', await encrypt('demo', [orders.demo.id]));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(
      `Die ÜbernahmeListe kann für Auftrag ${orders.demo.spedeigennr} noch nicht gedruckt werden`,
    );
  });
});
