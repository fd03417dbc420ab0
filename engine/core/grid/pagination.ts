import { engineTexts, fillText } from '../texts';
/** Page sizes the lists offer (orders.md §9). */
export const PAGE_SIZES: readonly number[] = [13, 25, 50, 100];

/** Page size of a list that the session gives none of {@link PAGE_SIZES} (orders.md §9: 13, the default in the list). */
export const DEFAULT_PAGE_SIZE = 13;

/**
 * The page size a list opens with: the user's stored rowsInGrid (account-admin.md §9 'Grid page size from session
 * rowsInGrid') when it is one of the offered sizes, else the list's default 13.
 */
export function initialPageSize(rowsInGrid: number | null | undefined): number {
  return typeof rowsInGrid === 'number' && PAGE_SIZES.includes(rowsInGrid) ? rowsInGrid : DEFAULT_PAGE_SIZE;
}

/** Number of pages for a result size; at least 1 so the pager always has a page to show. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers shown (orders.md §9): up to 10; with more pages 1-10 up to page 6, the last 10 for the
 * last stretch, otherwise 5 before and 4 after the current page.
 */
export function pageWindow(current: number, pages: number): number[] {
  const size = Math.min(10, pages);
  let first: number;
  if (pages <= 10 || current <= 6) first = 1;
  else if (current + 4 >= pages) first = pages - 9;
  else first = current - 5;
  return Array.from({ length: size }, (_, i) => first + i);
}

/**
 * A total that is only a lower bound (the server stopped counting): the text shown for it (e.g. 'mehr als 10.000', from
 * the list's document) and the rows of the current page, which then give 'Anzeige aktuell' and whether a next page exists.
 */
export interface OpenTotal { text: string; rows: number }

/** The info line under the table (orders.md §2); with an open total the shown range comes from the page's rows. */
export function infoLine(total: number, pageSize: number, page: number, open?: OpenTotal): string {
  const first = (page - 1) * pageSize + 1;
  const [from, to] = open ? (open.rows ? [first, first + open.rows - 1] : [0, 0]) : [total === 0 ? 0 : first, Math.min(total, page * pageSize)];
  return fillText(engineTexts.pageInfo, { total: open?.text ?? String(total), pageSize: String(pageSize), from: String(from), to: String(to) });
}

/**
 * Pages the pager offers: with an open total at least the counted ones, and one more while the current page is full,
 * so paging goes on past the cap until a page is not full.
 */
export function pagerPages(total: number, pageSize: number, page: number, open?: OpenTotal): number {
  const counted = pageCount(total, pageSize);
  return open ? Math.max(counted, open.rows === pageSize ? page + 1 : page) : counted;
}
