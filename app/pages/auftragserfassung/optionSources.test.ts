import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { captureOptionSources, SEARCH_LIMIT } from './optionSources';

afterEach(() => {
  vi.restoreAllMocks();
});

// The address search of the capture screen's address tabs asks the server as the user types instead of loading
// the first 200 addresses once and filtering them in the browser.
describe('capture option sources: the address book is searched on the server', () => {
  it('marks only the address book and the ADR list as searching', () => {
    expect(captureOptionSources.searches?.('adressen')).toBe(true);
    expect(captureOptionSources.searches?.('gefahrgut')).toBe(true);
    for (const source of ['frankaturen', 'verpackungen', 'mandanten', 'toString'])
      expect(captureOptionSources.searches?.(source)).toBe(false);
  });

  it.each([
    ['Bremen 28195', { query: 'Bremen 28195', page: 1, searchLimit: SEARCH_LIMIT }],
    ['', { page: 1, searchLimit: SEARCH_LIMIT }],
    [undefined, { page: 1, searchLimit: SEARCH_LIMIT }],
  ])('searches /api/adressen/search for %j', async (search, query) => {
    const hits = [{ id: 46, name: 'Schwarz Landtechnik GmbH', plz: '28100', ort: 'Bremen' }];
    const get = vi.spyOn(api, 'GET').mockResolvedValue({ data: hits, response: new Response() } as never);
    expect(await captureOptionSources('adressen', {}, search)).toEqual(hits);
    expect(get).toHaveBeenCalledWith('/api/adressen/search', { params: { query } });
  });
});

// The main-client selector: the server checks every id against the order's tenant, so the per-tenant lists and the address book
// are asked for the chosen sub-tenant (the document's mandant parameter reads data.mandant.id); the shared lists never.
describe("capture option sources: the main-client selector's tenant", () => {
  const answer = () => vi.spyOn(api, 'GET').mockResolvedValue({ data: [{ id: 1 }], response: new Response() } as never);

  it.each([
    ['frankaturen', { mandant: 2 }, '/api/frankaturen', { params: { query: { mandant: 2 } } }],
    ['verkehrsarten', { mandant: 2 }, '/api/verkehrsarten', { params: { query: { mandant: 2 } } }],
    ['zustellkennzeichen', { mandant: 2 }, '/api/zustellkennzeichen', { params: { query: { mandant: 2 } } }],
    ['anlieferkennzeichen', { mandant: 3 }, '/api/anlieferkennzeichen', { params: { query: { mandant: 3 } } }],
    ['sperrigkeiten', { mandant: 2 }, '/api/sperrigkeiten', { params: { query: { mandant: 2 } } }],
    ['verpackungen', { mandant: 2, isGGVS: null }, '/api/verpackungen', { params: { query: { mandant: 2 } } }],
    [
      'verpackungen',
      { mandant: 2, isGGVS: false },
      '/api/verpackungen/ggvs',
      { params: { query: { mandant: 2, isGGVS: false } } },
    ],
    [
      'lademittel',
      { mandant: 3, isGGVS: false },
      '/api/lademittel/ggvs',
      { params: { query: { mandant: 3, isGGVS: false } } },
    ],
    ['frankaturen', { mandant: null }, '/api/frankaturen', { params: { query: {} } }],
    ['frankaturen', { mandant: '' }, '/api/frankaturen', { params: { query: {} } }],
  ])('%s with %j asks %s', async (source, params, path, init) => {
    const get = answer();
    await captureOptionSources(source, params);
    expect(get).toHaveBeenCalledWith(path, init);
  });

  it('never sends a tenant to the shared lists', async () => {
    const get = answer();
    for (const source of ['terminkennzeichen', 'waehrungen', 'metrokennungen', 'eigentuemer'])
      await captureOptionSources(source, { mandant: 2 });
    expect((get.mock.calls as unknown as unknown[][]).every((call) => call.length === 1)).toBe(true);
  });

  it("searches the chosen sub-tenant's address book (mandantId)", async () => {
    const get = answer();
    await captureOptionSources('adressen', { mandant: 2 }, 'Bremen');
    expect(get).toHaveBeenCalledWith('/api/adressen/search', {
      params: { query: { query: 'Bremen', page: 1, searchLimit: SEARCH_LIMIT, mandantId: 2 } },
    });
  });
});

// orders.md §3 'Dangerous-goods class search is by UN number or name', §4 'choosing a UN number fills the class data and vice
// versa': the dialog's two suggest boxes search the ADR list as the user types and a choice fills the line's two objects.
describe('capture option sources: the ADR list', () => {
  const adr = [
    { id: 1203, klasse: '3', bezeichnung: 'BENZIN', verpackungscode: 'II', gefahrgutUnnr: { id: 1203, unnr: '1203' } },
  ];

  it.each([
    ['12', { unnr: '12' }],
    ['1203', { unnr: '1203' }],
    ['benzin', { bezeichnung: 'benzin' }],
    ['12034', { bezeichnung: '12034' }],
  ])('searches %j as %j and answers entries in the shape of a line', async (text, query) => {
    const get = vi.spyOn(api, 'GET').mockResolvedValue({ data: adr, response: new Response() } as never);
    expect(await captureOptionSources('gefahrgut', {}, text)).toEqual([
      {
        gefahrgutklasse: { id: 1203, klasse: '3', bezeichnung: 'BENZIN', verpackungscode: 'II' },
        gefahrgutUnnr: { id: 1203, unnr: '1203' },
      },
    ]);
    expect(get).toHaveBeenCalledWith('/api/gefahrgutklasse/search', { params: { query } });
  });

  it('asks nothing before something is typed (the server wants a search term)', async () => {
    const get = vi.spyOn(api, 'GET');
    expect(await captureOptionSources('gefahrgut', {}, '')).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });
});

// The ADR switches give the sources isGGVS (schemas/screens/auftragserfassung/auftragserfassungScreen.adr.test.ts): the list it selects.
describe('capture option sources: ADR packagings and load carriers', () => {
  it.each([
    ['verpackungen', { isGGVS: false }, '/api/verpackungen/ggvs', { params: { query: { isGGVS: false } } }],
    ['verpackungen', { isGGVS: null }, '/api/verpackungen', { params: { query: {} } }],
    ['lademittel', { isGGVS: false }, '/api/lademittel/ggvs', { params: { query: { isGGVS: false } } }],
    ['lademittel', {}, '/api/lademittel', { params: { query: {} } }],
  ])('the %s source with %j loads %s', async (source, params, path, init) => {
    const get = vi.spyOn(api, 'GET').mockResolvedValue({ data: [{ id: 1 }], response: new Response() } as never);
    expect(await captureOptionSources(source, params)).toEqual([{ id: 1 }]);
    expect(get).toHaveBeenCalledWith(path, init);
  });
});
