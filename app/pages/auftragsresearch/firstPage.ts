import { gridColumns, initialPageSize, resolveColumnDocument, rowFieldsOf } from '../../../engine/core';
import type { EngineProfile, RuleContext } from '../../../engine/core';
import { auftragsresearchColumns, auftragsresearchScreen, variantOverlays } from '../../documents';
import { api, unwrap } from '../../api';
import { prefetchColumnLayout, searchQuery } from '../../grid';
import type { components, paths } from '../../../openapi';
import { defaultRange } from './dates';

/** An order as the list receives it. */
export type Order = components['schemas']['Auftrag'];

/** The query of GET /api/auftraege/search. */
export type SearchQuery = NonNullable<paths['/api/auftraege/search']['get']['parameters']['query']>;

/** A page of the search: its rows, the total and whether the server stopped counting at it (header total-search-capped). */
export type SearchResult = { rows: Order[]; total: number; capped: boolean };

/** The search inputs of the list: the fields of schemas/screens/auftragsresearch.screen.json by name. */
export type OrderFilter = Record<string, unknown>;

/** Initial filter: the default range and Erfassungsdatum; a main client's own tenant. */
export function initialFilter(today?: Date, mandantId?: number): OrderFilter {
  return { ...defaultRange(today), datumTyp: 0, ...(mandantId ? { mandantId } : {}) };
}

/** Runs one search request. */
function fetchPage(query: SearchQuery): Promise<SearchResult> {
  return api.GET('/api/auftraege/search', { params: { query } }).then((r) => ({
    // With felder the rows hold only the list's paths (AuftragListenzeile): what the grid, its export and the actions read.
    rows: unwrap(r) as Order[],
    total: Number(r.response.headers.get('total-search-results') ?? 0),
    capped: r.response.headers.get('total-search-capped') === 'true',
  }));
}

// The answer to a search started before the list mounted, taken by the list's first search when it asks the same; `settled`
// once it is there, so a list mounting after it renders its rows in its first paint.
let started: { key: string; at: number; answer: Promise<SearchResult>; settled?: SearchResult } | undefined;
/** An answer started longer ago belongs to another visit of the list. */
const FRESH_MS = 10_000;

/** One search of the list: the answer already under way for exactly this query (started once, taken once), else a request. */
export function searchPage(query: SearchQuery): Promise<SearchResult> {
  const key = JSON.stringify(query);
  const early = started;
  started = undefined;
  if (early && early.key === key && Date.now() - early.at < FRESH_MS) return early.answer;
  return fetchPage(query);
}

/** The answer already there for exactly this query, left for {@link searchPage} to take; undefined while it is under way. */
export function settledPage(query: SearchQuery): SearchResult | undefined {
  const early = started;
  if (!early || early.key !== JSON.stringify(query) || Date.now() - early.at >= FRESH_MS) return undefined;
  return early.settled;
}

/**
 * The query of the list's first page as the page asks it when it opens: its initial filter, page 1, the session's page
 * size, the default columns of the session's variant (a saved layout with other columns asks again once it is there).
 */
export function firstPageQuery(
  context: RuleContext,
  session: { rowsInGrid?: number; isHauptmandant?: boolean },
  profile: EngineProfile,
  offeneAuftraege: boolean,
): SearchQuery {
  const document = resolveColumnDocument(auftragsresearchColumns, variantOverlays, context).document;
  const felder = rowFieldsOf(document, gridColumns(document, profile.grid.columnWidth))?.join(',');
  const mandantId = session.isHauptmandant ? Number(context.session.mandantId) || undefined : undefined;
  return {
    ...searchQuery(auftragsresearchScreen, initialFilter(undefined, mandantId)),
    page: 1,
    searchLimit: initialPageSize(session.rowsInGrid, profile.grid),
    ...(offeneAuftraege ? { offeneAuftraege } : {}),
    ...(felder ? { felder } : {}),
  } as SearchQuery;
}

/**
 * Starts the list's first search before the list renders (the route table calls it as the route is entered, after login
 * too), so the request runs while the filter form and the grid mount instead of after them.
 */
export function prefetchFirstPage(
  context: RuleContext,
  session: { rowsInGrid?: number; isHauptmandant?: boolean },
  profile: EngineProfile,
  offeneAuftraege = false,
): void {
  const query = firstPageQuery(context, session, profile, offeneAuftraege);
  const answer = fetchPage(query);
  const entry: NonNullable<typeof started> = { key: JSON.stringify(query), at: Date.now(), answer };
  // Nobody may take it: its failure shows when the list asks itself.
  answer.then((result) => (entry.settled = result)).catch(() => undefined);
  started = entry;
  // The saved column layout is read beside it, so the grid's first render has the user's columns.
  prefetchColumnLayout(auftragsresearchColumns);
}
