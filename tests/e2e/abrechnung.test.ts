import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { monthChoices } from '../../app/pages/accounting/months';
import { loginAs, seriousViolations, withPortal } from './helpers';

type Row = { auftragId: number; auftragsnummer: string; betrag: number; ertrag: number };
type Part = { leistungsDatum?: string; betrag?: number };

const money = (n: number) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(n);
const cents = (n: number) => Math.round(n * 100) / 100;

describe('Abrechnung (/accounting) im echten Browser gegen den echten Server', () => {
  const fx = withPortal();

  it('demo wählt einen Monat mit bepreisten Aufträgen: Summen gleich den gespeicherten Preisteilen, CSV mit jeder Zeile', async () => {
    const page = await fx.browser.newPage({ viewport: { width: 1600, height: 900 }, acceptDownloads: true });
    await loginAs(page, fx.portal.baseUrl, 'demo');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const api = async <T>(path: string) =>
      (await (
        await page.request.get(`${fx.portal.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as T;
    // The demo seed prices orders on their pick-up day: the newest month of the choice that holds some.
    let month: { monat: string; name: string } | undefined;
    let rows: Row[] = [];
    for (const choice of monthChoices(new Date())) {
      rows = (await api<{ zeilen: Row[] }>(`/abrechnung?monat=${choice.monat}`)).zeilen;
      if (rows.length) {
        month = choice;
        break;
      }
    }
    expect(month, 'ein Monat mit bepreisten Demo-Aufträgen').toBeDefined();
    // What the overview must say, from the stored parts as the daily price dialog reads them.
    let total = 0;
    for (const row of rows) {
      const parts = await api<Part[]>(`/auftraege/brt/${row.auftragId}`);
      const own = parts.filter((p) => p.leistungsDatum?.startsWith(month!.monat));
      expect(row.betrag).toBe(cents(own.reduce((sum, p) => sum + (p.betrag ?? 0), 0)));
      total = cents(total + row.betrag);
    }

    await page.goto(`${fx.portal.baseUrl}/disponent-online/accounting`);
    await page.getByRole('heading', { name: 'Abrechnung' }).waitFor();
    await page.getByRole('combobox', { name: 'Monat' }).selectOption({ label: month!.name });
    const sums = page.getByRole('table', { name: `Summen ${month!.name}` });
    await expect
      .poll(() => sums.getByRole('row').filter({ hasText: 'Betrag (EUR)' }).textContent())
      .toContain(money(total));
    expect(await sums.getByRole('row').filter({ hasText: 'Aufträge (EUR)' }).textContent()).toContain(
      String(rows.length),
    );
    const grid = page.getByRole('grid', { name: 'Bepreiste Aufträge' });
    for (const row of rows) await grid.getByRole('row').filter({ hasText: row.auftragsnummer }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/abrechnung-1600.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Als CSV exportieren' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Abrechnung_${month!.monat}.csv`);
    // Python's csv module reads the file: the header and one line per order with its amount.
    const read = execFileSync(
      'python3',
      [
        '-c',
        'import csv,sys,json; r=list(csv.reader(open(sys.argv[1],encoding="utf-8-sig"),delimiter=";")); print(json.dumps(r))',
        (await download.path())!,
      ],
      { encoding: 'utf8' },
    );
    const [header, ...lines] = JSON.parse(read) as string[][];
    expect(header).toEqual([
      'Auftragsnummer',
      'Leistungsdatum',
      'Absender',
      'Empfänger',
      'Empfänger Ort',
      'Preisteile',
      'Betrag',
      'Ertrag',
      'Währung',
    ]);
    expect(lines.map((l) => [l[0], l[6]])).toEqual(rows.map((r) => [`="${r.auftragsnummer}"`, money(r.betrag)]));

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/abrechnung-390.png', fullPage: true });
    await page.close();
  });
});
