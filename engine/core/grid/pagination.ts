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

/** The info line under the table (orders.md §2). */
export function infoLine(total: number, pageSize: number, page: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return fillText(engineTexts.pageInfo, { total: String(total), pageSize: String(pageSize), from: String(from), to: String(to) });
}
