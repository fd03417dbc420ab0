import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { currentFixtureApi } from './fixtures';
import * as stories from './AuftragsresearchPage.stories';

const {
  Standard,
  SeitengroesseDesBenutzers,
  OhneBearbeitungsrecht,
  Hauptmandant,
  GespeichertesLayout,
  Leer,
  MehrAlsGezaehlt,
  OffeneAuftraege,
  VarianteA,
  Metro,
  MitDokumenten,
} = composeStories(stories);
const realFetch = globalThis.fetch;

beforeAll(() => localStorage.clear());
afterEach(cleanup);
afterAll(() => {
  globalThis.fetch = realFetch;
});

const grid = () => screen.getByRole('grid', { name: 'Auftragsliste' });
const rows = () => within(grid()).getAllByRole('row').slice(1);
const searches = () => currentFixtureApi().calls.filter((c) => c.path === '/api/auftraege/search');
const lastSearch = () => searches().at(-1)!.query;
const button = (name: string) => screen.getByRole('button', { name });
const rowOf = (nr: string) => rows().find((r) => r.textContent?.includes(nr))!;
async function loaded() {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
}

// Each test drives the whole screen through the fixture API; 5 s (the default) is too tight on a busy machine.
describe('Auftragsliste', { timeout: 20_000 }, () => {
  it('searches the default range on page 1 with 13 rows and shows the info line and the placeholder', async () => {
    render(<Standard />);
    await loaded();
    expect(rows()).toHaveLength(13);
    const q = lastSearch();
    expect([q.get('page'), q.get('searchLimit'), q.get('datumTyp')]).toEqual(['1', '13', '0']);
    const days = (Date.parse(q.get('datumBis')!) - Date.parse(q.get('datumVon')!)) / 86_400_000;
    expect(days).toBe(15);
    expect(
      screen.getByText('Anzahl gemäß Suchvorgaben: 30 / Anzeige pro Seite: 13 / Anzeige aktuell: 1-13'),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Suche' }).getAttribute('placeholder')).toBe(
      'Auftragsnummer, Empfänger, Referenz',
    );
    expect(screen.getByRole('searchbox', { name: 'Suche' }).getAttribute('maxlength')).toBe('200');
    // Date placeholders from the layout of auftragsresearch.screen.json.
    expect(screen.getByRole('combobox', { name: 'Datum von' }).getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    expect(screen.getByText('Bitte markieren Sie einen Auftrag.')).toBeTruthy();
    expect(within(grid()).getAllByRole('columnheader')).toHaveLength(38);
  });

  it('opens with the page size stored for the user (rowsInGrid)', async () => {
    render(<SeitengroesseDesBenutzers />);
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(lastSearch().get('searchLimit')).toBe('50');
    expect(
      screen.getByText('Anzahl gemäß Suchvorgaben: 30 / Anzeige pro Seite: 50 / Anzeige aktuell: 1-30'),
    ).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Anzeige pro Seite' }) as HTMLSelectElement).value).toBe('50');
  });

  it('asks for a selection before a row action', async () => {
    render(<Standard />);
    await loaded();
    await userEvent.click(button('Auftrag bearbeiten'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Bitte markieren Sie eine Zeile.');
  });

  it('enables hand-over for a selected row in status 1 and reports the marked orders', async () => {
    render(<Standard />);
    await loaded();
    expect(button('Übertragen').hasAttribute('disabled')).toBe(true);
    await userEvent.click(rowOf('HH260002'));
    expect(button('Übertragen').hasAttribute('disabled')).toBe(true);
    fireEvent.click(rowOf('HH260001'), { ctrlKey: true });
    await waitFor(() => expect(button('Übertragen').hasAttribute('disabled')).toBe(false));
    const before = searches().length;
    await userEvent.click(button('Übertragen'));
    expect(await screen.findByText('1 Auftrag wurde zur Übertragung an DISPONENTplus markiert.')).toBeTruthy();
    const call = currentFixtureApi().calls.find((c) => c.path === '/api/auftraege/uebertragen')!;
    expect(call.query.getAll('ids')).toEqual(['5002', '5001']);
    await waitFor(() => expect(searches().length).toBe(before + 1));
  });

  it('reports several marked orders in the plural', async () => {
    render(<Standard />);
    await loaded();
    await userEvent.click(rowOf('HH260001'));
    fireEvent.click(rowOf('HH260010'), { ctrlKey: true });
    await userEvent.click(button('Übertragen'));
    expect(await screen.findByText('2 Aufträge wurden zur Übertragung an DISPONENTplus markiert.')).toBeTruthy();
  });

  it('cancels the hand-over with the count removed', async () => {
    render(<Standard />);
    await loaded();
    await userEvent.click(rowOf('HH260001'));
    fireEvent.click(rowOf('HH260019'), { shiftKey: true });
    await userEvent.click(button('Übertragung abbrechen'));
    const message = await screen.findByText(/aus der Übertragung an DISPONENTplus entfernt/);
    expect(message.textContent).toContain('Es wurden 3 Aufträge aus der Übertragung an DISPONENTplus entfernt');
  });

  it('deletes and requests a price only for exactly one row in status 1', async () => {
    render(<Standard />);
    await loaded();
    await userEvent.click(rowOf('HH260002'));
    expect(button('Löschen').hasAttribute('disabled')).toBe(true);
    expect(button('Preisermittlung').hasAttribute('disabled')).toBe(true);
    await userEvent.click(rowOf('HH260001'));
    expect(button('Löschen').hasAttribute('disabled')).toBe(false);
    await userEvent.click(button('Preisermittlung'));
    expect(
      await screen.findByText(
        'Ihre Preisanfrage wurde versendet und wird nun berechnet. Dies kann mehrere Minuten dauern.',
      ),
    ).toBeTruthy();
    const typ = currentFixtureApi().calls.find((c) => c.path === '/api/auftraege/typ')!;
    expect([typ.query.get('typ'), typ.query.getAll('ids')]).toEqual(['1', ['5001']]);
    expect(currentFixtureApi().calls.some((c) => c.path === '/api/auftraege/typUebertragen')).toBe(true);
    await waitFor(() => expect(rowOf('HH260001').textContent).toContain('Preisermittlung in Arbeit...'));
    await userEvent.click(rowOf('HH260010'));
    await userEvent.click(button('Löschen'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Soll der Auftrag HH260010 wirklich gelöscht werden?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Der Auftrag HH260010 wurde gelöscht.')).toBeTruthy();
    expect(currentFixtureApi().calls.some((c) => c.method === 'DELETE' && c.path === '/api/auftraege/5010')).toBe(true);
  });

  it('sorts on the server and returns to page 1 on every filter change', async () => {
    render(<Standard />);
    await loaded();
    await userEvent.click(button('Nächste Seite'));
    await waitFor(() => expect(lastSearch().get('page')).toBe('2'));
    await userEvent.click(within(grid()).getByRole('button', { name: 'Empfänger' }));
    await waitFor(() => expect(lastSearch().get('sortBy')).toBe('empfaengerAdresse.name'));
    expect(lastSearch().get('page')).toBe('1');
    await userEvent.click(button('Seite 2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Datumskategorie' }), 'Zustelldatum');
    await waitFor(() => expect(lastSearch().get('datumTyp')).toBe('2'));
    expect(lastSearch().get('page')).toBe('1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Vogt');
    await waitFor(() => expect(lastSearch().get('query')).toBe('Vogt'));
    await waitFor(() => expect(rows().every((r) => r.textContent?.includes('Getränke Vogt'))).toBe(true));
  });

  it('shows a capped total as "mehr als" and pages on past it while pages are full', async () => {
    render(<MehrAlsGezaehlt />);
    await loaded();
    expect(
      screen.getByText('Anzahl gemäß Suchvorgaben: mehr als 20 / Anzeige pro Seite: 13 / Anzeige aktuell: 1-13'),
    ).toBeTruthy();
    // The last page is unknown while the server stops counting.
    expect(button('Letzte Seite').hasAttribute('disabled')).toBe(true);
    await userEvent.click(button('Nächste Seite'));
    await screen.findByText('Anzahl gemäß Suchvorgaben: mehr als 20 / Anzeige pro Seite: 13 / Anzeige aktuell: 14-26');
    // Page 2 is full, so page 3 lies beyond the 20 counted orders and is reachable; it is not sent back to page 2.
    await userEvent.click(button('Nächste Seite'));
    await screen.findByText('Anzahl gemäß Suchvorgaben: mehr als 20 / Anzeige pro Seite: 13 / Anzeige aktuell: 27-30');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(lastSearch().get('page')).toBe('3');
    expect(button('Nächste Seite').hasAttribute('disabled')).toBe(true);
  });

  it('goes to the last page when a reload finds fewer orders than the page shown needs', async () => {
    render(<Standard />);
    await loaded();
    await userEvent.click(button('Letzte Seite'));
    await screen.findByText('Anzahl gemäß Suchvorgaben: 30 / Anzeige pro Seite: 13 / Anzeige aktuell: 27-30');
    // Five orders disappear on the server (deleted elsewhere), then the list is refreshed.
    for (const id of [5001, 5002, 5003, 5004, 5005])
      await currentFixtureApi().fetch(new Request(`http://localhost/api/auftraege/${id}`, { method: 'DELETE' }));
    await userEvent.click(button('Aktualisieren'));
    expect(
      await screen.findByText('Anzahl gemäß Suchvorgaben: 25 / Anzeige pro Seite: 13 / Anzeige aktuell: 14-25'),
    ).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(12));
  });

  it('searches only with two valid dates in order; an invalid period says so and clears the table', async () => {
    render(<Standard />);
    await loaded();
    const count = searches().length;
    const from = screen.getByRole('combobox', { name: 'Datum von' });
    // Pasted whole: typed key by key, '01.01.20' on the way is a date too (the engine's date field takes dd.mm.yy) and searches.
    await userEvent.clear(from);
    await userEvent.paste('01.01.2099');
    await userEvent.tab();
    // The monthly export's text, with the leading blank the spec quotes (orders.md §5 Export).
    expect((await screen.findByRole('alert')).textContent).toBe(' Bitte korrigieren Sie die Angaben des Zeitraumes.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(searches().length).toBe(count);
    // No rows of the last valid period stay behind as if they matched this one.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(
      within(grid()).getByText(' Bitte korrigieren Sie die Angaben des Zeitraumes.', { normalizer: (t) => t }),
    ).toBeTruthy();
    expect(
      screen.getByText('Anzahl gemäß Suchvorgaben: 0 / Anzeige pro Seite: 13 / Anzeige aktuell: 0-0'),
    ).toBeTruthy();
    expect(button('Drucken').hasAttribute('disabled')).toBe(true);

    await userEvent.clear(from);
    await userEvent.paste('01.01.2026');
    await userEvent.tab();
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searches().length).toBe(count + 1);
  });

  it('treats a typed text that is no date as an invalid period', async () => {
    render(<Standard />);
    await loaded();
    const count = searches().length;
    const to = screen.getByRole('combobox', { name: 'Datum bis' });
    await userEvent.clear(to);
    await userEvent.type(to, '31.02.2026');
    await userEvent.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(' Bitte korrigieren Sie die Angaben des Zeitraumes.');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(searches().length).toBe(count);
  });

  it('exports the marked orders as Auftrag.csv', async () => {
    render(<Standard />);
    await loaded();
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blobs.push(b);
        return 'blob:auftrag';
      },
      revokeObjectURL: () => undefined,
    });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      downloads.push(this.download);
    };
    try {
      await userEvent.click(rowOf('HH260001'));
      fireEvent.click(rowOf('HH260010'), { ctrlKey: true });
      await userEvent.click(button('Excel'));
      expect(downloads).toEqual(['Auftrag.csv']);
      const text = await blobs[0].text();
      expect(text.split('\r\n')).toHaveLength(4);
      // text() decodes as UTF-8 and so drops the byte order mark, which the file's first bytes show.
      expect(text.startsWith('"Auftragsnummer";"Status";"Erfassungsdatum"')).toBe(true);
      expect([...new Uint8Array(await blobs[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(text).toContain('"HH260010"');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('opens a row by double click in the order capture', async () => {
    render(<Standard />);
    await loaded();
    await userEvent.dblClick(rowOf('HH260004'));
    expect((await screen.findByText(/^Auftragserfassung geöffnet/)).textContent).toBe(
      'Auftragserfassung geöffnet: /auftragsmanagement/auftragserfassung/5004',
    );
  });

  it('shows totals and the history of the marked order in the sidebar', async () => {
    render(<Standard />);
    await loaded();
    await userEvent.click(rowOf('HH260004'));
    const sidebar = screen.getByRole('complementary', { name: 'Auftragsdetails' });
    const totals = await within(sidebar).findByRole('table', { name: 'Summen' });
    expect(totals.textContent).toContain('Verpackungen: Sack');
    expect(totals.textContent).toContain('Lademittel: Europalette');
    await userEvent.click(within(sidebar).getByRole('tab', { name: 'Historie' }));
    const history = await within(sidebar).findByRole('list', { name: 'Statushistorie' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    ['Auftrag erfasst', 'Auftrag übernommen', 'Zugestellt'].forEach((label, i) =>
      expect(items[i].textContent).toContain(label),
    );
    expect(items[2].getAttribute('aria-current')).toBe('step');
    expect(within(sidebar).queryByRole('tab', { name: 'Dokumente' })).toBeNull();
  });

  it('lists the documents of the marked order: an image is shown, anything else downloaded', async () => {
    render(<MitDokumenten />);
    await loaded();
    await userEvent.click(rowOf('HH260004'));
    const sidebar = screen.getByRole('complementary', { name: 'Auftragsdetails' });
    await userEvent.click(await within(sidebar).findByRole('tab', { name: 'Dokumente' }));
    const list = await within(sidebar).findByRole('list', { name: 'Dokumente' });
    await within(list).findByRole('button', { name: /^Foto Ablieferung\.png/ });
    const downloads: string[] = [];
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blobs.push(b);
        return 'blob:dokument';
      },
      revokeObjectURL: () => undefined,
    });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      downloads.push(this.download);
    };
    try {
      await userEvent.click(within(list).getByRole('button', { name: /^Lieferschein\.pdf/ }));
      await waitFor(() => expect(downloads).toEqual(['Lieferschein.pdf']));
      expect(new TextDecoder().decode(await blobs[0].arrayBuffer())).toContain('%PDF-1.4');
      expect(within(sidebar).queryByRole('img')).toBeNull();
      await userEvent.click(within(list).getByRole('button', { name: /^Foto Ablieferung\.png/ }));
      const image = await within(sidebar).findByRole('img', { name: 'Foto Ablieferung.png' });
      expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
      expect(downloads).toHaveLength(1);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('without edit right offers only viewing', async () => {
    render(<OhneBearbeitungsrecht />);
    await loaded();
    expect(button('Auftrag Details ansehen')).toBeTruthy();
    for (const name of ['Neuer Auftrag', 'Auftrag bearbeiten', 'Löschen', 'Übertragen', 'Preisermittlung'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('lets a main client choose the Mandant', async () => {
    render(<Hauptmandant />);
    await loaded();
    const select = await screen.findByRole('combobox', { name: 'Mandant' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, 'Nordlicht Logistik Bremen');
    await waitFor(() => expect(lastSearch().get('mandantId')).toBe('3'));
  });

  it('restores a saved layout and saves changes', async () => {
    render(<GespeichertesLayout />);
    await waitFor(() => expect(within(grid()).getAllByRole('columnheader')[0].textContent).toBe('Status'));
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).not.toContain('Erfasser');
    await userEvent.click(button('Spalten anpassen'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dispohinweis' }));
    await waitFor(() =>
      expect(
        JSON.parse(currentFixtureApi().savedLayout!).columns.find((c: { id: string }) => c.id === 'dispohinweis')
          .visible,
      ).toBe(false),
    );
  });

  it('asks only for the visible columns and the rows the actions read (felder); a column switched on asks again', async () => {
    render(<GespeichertesLayout />);
    await loaded();
    const felder = () => lastSearch().get('felder')?.split(',') ?? [];
    // The fixture API answers only these paths, as the server does: every visible column still shows its value.
    expect(felder()).toEqual(
      expect.arrayContaining([
        'id',
        'spedeigennr',
        'status.id',
        'status.kurzBezeichnung',
        'typ',
        'kalkulationsFolgeId',
        'empfaengerAdresse.name',
        'dispohinweis',
      ]),
    );
    expect(felder()).not.toContain('erfasser.name');
    // The status column's value rule reads kalkulationsFolgeId, typ and status of the projected row.
    expect(rowOf('HH260003').textContent).toContain('Preisermittlung ist erfolgt');
    expect(rowOf('HH260001').textContent).toContain('erfasst');
    const count = searches().length;
    await userEvent.click(button('Spalten anpassen'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Erfasser' }));
    await waitFor(() => expect(felder()).toContain('erfasser.name'));
    expect(searches().length).toBe(count + 1);
    await waitFor(() =>
      expect(
        within(grid())
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toContain('Erfasser'),
    );
  });

  it('saves quick layout changes one at a time, so the last change is the one stored', async () => {
    render(<Standard />);
    await loaded();
    const fixtureFetch = globalThis.fetch;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let saves = 0;
    // The first save answers late: sent side by side, it would overwrite the newer layout on arrival.
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.url.includes('/api/userAnsichten/save/') && saves++ === 0) await gate;
      return fixtureFetch(request);
    }) as typeof fetch;
    try {
      await userEvent.click(button('Spalten anpassen'));
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Erfasser' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Hinweis' }));
      release();
      const saved = () =>
        JSON.parse(currentFixtureApi().savedLayout ?? '{"columns":[]}').columns as { id: string; visible: boolean }[];
      await waitFor(() => expect(saved().find((c) => c.id === 'hinweis')?.visible).toBe(false));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(saved().find((c) => c.id === 'hinweis')?.visible).toBe(false);
      expect(saved().find((c) => c.id === 'erfasser')?.visible).toBe(false);
    } finally {
      globalThis.fetch = fixtureFetch;
    }
  });

  it('disables printing for an empty list', async () => {
    render(<Leer />);
    await waitFor(() => expect(searches().length).toBe(1));
    expect(await screen.findByText('Keine Aufträge gefunden.')).toBeTruthy();
    expect(button('Drucken').hasAttribute('disabled')).toBe(true);
  });

  it('shows the column set and search placeholder of variant A', async () => {
    render(<VarianteA />);
    await loaded();
    expect(screen.getByRole('searchbox', { name: 'Suche' }).getAttribute('placeholder')).toBe(
      'Sendung, Kundenbestätigung, Kommission, Lieferschein',
    );
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .slice(0, 4)
        .map((h) => h.textContent),
    ).toEqual(['Sendung', 'Kundenbestätigung', 'Kommission', 'Lieferschein']);
  });

  it('shows metro users the packing piece count', async () => {
    render(<Metro />);
    await loaded();
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Packstücke');
    expect(headers).not.toContain('Verpackungen');
  });

  it('open orders search with offeneAuftraege', async () => {
    render(<OffeneAuftraege />);
    await loaded();
    expect(lastSearch().get('offeneAuftraege')).toBe('true');
  });
});
