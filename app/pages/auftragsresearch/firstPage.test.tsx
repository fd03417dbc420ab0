import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { createContext, gridColumns, resolveColumnDocument, rowFieldsOf } from '../../../engine/core';
import { auftragsresearchColumns, variantOverlays } from '../../documents';
import { profile } from '../../documents';
import { ruleSession, type SessionFlags } from '../../session';
import { firstPageQuery, prefetchFirstPage, searchPage, settledPage } from './firstPage';
import { initialFilter, useOrderSearch } from './useOrderSearch';

const flags = { isHauptmandant: false, rowsInGrid: 50, currentMandantId: 1 } as SessionFlags;
const context = createContext({ session: ruleSession(flags), config: {} });

/** Answers every search with one row and counts the requests; the saved column layout read beside it is empty. */
function stubSearch() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.url.includes('/api/userAnsichten/'))
      return new Response(JSON.stringify({ id: 1, configjson: null }), {
        headers: { 'content-type': 'application/json' },
      });
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

  it("is in the list's first render once it is there, without a second request and without showing the list as loading", async () => {
    const urls = stubSearch();
    prefetchFirstPage(context, flags, profile);
    const query = firstPageQuery(context, flags, profile, false);
    await waitFor(() => expect(settledPage(query)).toBeDefined());
    const document = resolveColumnDocument(auftragsresearchColumns, variantOverlays, context).document;
    const columns = gridColumns(document, profile.grid.columnWidth);
    const renders: Array<{ rows: number; loading: boolean }> = [];
    const { result } = renderHook(() => {
      const search = useOrderSearch({
        offeneAuftraege: false,
        columns,
        context,
        initialPageSize: 50,
        initial: initialFilter(),
        felder: rowFieldsOf(document, columns)?.join(','),
      });
      renders.push({ rows: search.rows.length, loading: search.loading });
      return search;
    });
    expect(renders[0]).toEqual({ rows: 1, loading: false });
    expect(result.current.total).toBe(1);
    expect(renders.every((r) => r.rows === 1 && !r.loading)).toBe(true);
    expect(urls).toHaveLength(1);
    // Taken: the next visit of the list asks the server.
    expect(settledPage(query)).toBeUndefined();
  });
});
