import type { GridPaging } from '../profile/types';
import { engineTexts, fillText } from '../texts';

/**
 * The page size a list opens with: the user's stored rowsInGrid (account-admin.md §9 'Grid page size from session
 * rowsInGrid') when it is one of the profile's page sizes, else the profile's default.
 */
export function initialPageSize(
  rowsInGrid: number | null | undefined,
  paging: Pick<GridPaging, 'pageSizes' | 'defaultPageSize'>,
): number {
  return typeof rowsInGrid === 'number' && paging.pageSizes.includes(rowsInGrid) ? rowsInGrid : paging.defaultPageSize;
}

/** Number of pages for a result size; at least 1 so the pager always has a page to show. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers shown: up to `buttons`; with more pages the first ones while the current page is in their first
 * half, the last ones for the last stretch, otherwise the current page in the middle (orders.md §9 with 10 buttons: 1-10
 * up to page 6, then 5 before and 4 after the current page).
 */
export function pageWindow(current: number, pages: number, buttons: number): number[] {
  const size = Math.min(buttons, pages);
  const before = Math.floor(buttons / 2);
  const after = buttons - before - 1;
  let first: number;
  if (pages <= buttons || current <= before + 1) first = 1;
  else if (current + after >= pages) first = pages - buttons + 1;
  else first = current - before;
  return Array.from({ length: size }, (_, i) => first + i);
}

/**
 * A total that is only a lower bound (the server stopped counting): the text shown for it (e.g. 'mehr als 10.000', from
 * the list's document) and the rows of the current page, which then give 'Anzeige aktuell' and whether a next page exists.
 */
export interface OpenTotal {
  text: string;
  rows: number;
}

/** The info line under the table (orders.md §2); with an open total the shown range comes from the page's rows. */
export function infoLine(total: number, pageSize: number, page: number, open?: OpenTotal): string {
  const first = (page - 1) * pageSize + 1;
  const [from, to] = open
    ? open.rows
      ? [first, first + open.rows - 1]
      : [0, 0]
    : [total === 0 ? 0 : first, Math.min(total, page * pageSize)];
  return fillText(engineTexts.pageInfo, {
    total: open?.text ?? String(total),
    pageSize: String(pageSize),
    from: String(from),
    to: String(to),
  });
}

/**
 * Pages the pager offers: with an open total at least the counted ones, and one more while the current page is full,
 * so paging goes on past the cap until a page is not full.
 */
export function pagerPages(total: number, pageSize: number, page: number, open?: OpenTotal): number {
  const counted = pageCount(total, pageSize);
  return open ? Math.max(counted, open.rows === pageSize ? page + 1 : page) : counted;
}
