import type { ColumnWidthRule } from '../profile/types';

/**
 * A column's width for a text by the profile's rule (orders.md §9: min 70 px, 9 px per character + 30, max 390): so many
 * px per character plus padding, never below the minimum nor above the maximum.
 */
export function columnWidth(text: string, rule: ColumnWidthRule): number {
  const length = [...text].length;
  return Math.min(rule.max, Math.max(rule.min, rule.perCharacter * length + rule.padding));
}

/**
 * The rule over everything a column shows: its header and the texts of the visible rows, so a company name or a status
 * is not cut while the column is still under the maximum.
 */
export function contentWidth(header: string, texts: Iterable<string>, rule: ColumnWidthRule): number {
  let width = columnWidth(header, rule);
  for (const text of texts) width = Math.max(width, columnWidth(text, rule));
  return width;
}
