import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { captureOptionSources, SEARCH_LIMIT } from './optionSources';

afterEach(() => { vi.restoreAllMocks(); });

// Issue 5: the address search of the capture screen's address tabs asks the server as the user types instead of loading
// the first 200 addresses once and filtering them in the browser.
describe('capture option sources: the address book is searched on the server', () => {
  it('marks only the address book as searching', () => {
    expect(captureOptionSources.searches?.('adressen')).toBe(true);
    for (const source of ['frankaturen', 'verpackungen', 'mandanten', 'toString']) expect(captureOptionSources.searches?.(source)).toBe(false);
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
