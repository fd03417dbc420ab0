import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../engine/core';
import { profile } from '../../documents';
import { ruleSession, type SessionFlags } from '../../session';
import { firstPageQuery, prefetchFirstPage, searchPage } from './firstPage';

const flags = { isHauptmandant: false, rowsInGrid: 50, currentMandantId: 1 } as SessionFlags;
const context = createContext({ session: ruleSession(flags), config: {} });

/** Answers every search with one row and counts the requests. */
function stubSearch() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    urls.push(request.url);
    return new Response(JSON.stringify([{ id: urls.length }]), {
      headers: { 'content-type': 'application/json', 'total-search-results': '1' },
    });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the order list's first search, started before the list renders", () => {
  it("is taken by the list's own first search of the same query, once", async () => {
    const urls = stubSearch();
    prefetchFirstPage(context, flags, profile);
    const query = firstPageQuery(context, flags, profile, false);
    expect(query).toMatchObject({ page: 1, searchLimit: 50, datumTyp: 0 });
    expect((await searchPage(query)).rows).toEqual([{ id: 1 }]);
    expect(urls).toHaveLength(1);
    // A later search (the same query again, e.g. 'Aktualisieren') asks the server.
    expect((await searchPage(query)).rows).toEqual([{ id: 2 }]);
    expect(urls).toHaveLength(2);
  });

  it('is not taken by another query (the open orders, another page size)', async () => {
    const urls = stubSearch();
    prefetchFirstPage(context, flags, profile);
    await searchPage(firstPageQuery(context, flags, profile, true));
    expect(urls).toHaveLength(2);
    expect(urls[1]).toContain('offeneAuftraege=true');
  });
});
