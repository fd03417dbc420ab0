/** Column width rule (orders.md §9): min 70 px, 9 px per character + 30, max 390 for texts over 40 characters. */
export function columnWidth(text: string): number {
  const length = [...text].length;
  if (length > 40) return 390;
  return Math.max(70, 9 * length + 30);
}

/**
 * The §9 rule over everything a column shows: its header and the texts of the visible rows, so a company name or a
 * status is not cut while the column is still under 390 px.
 */
export function contentWidth(header: string, texts: Iterable<string> = []): number {
  let width = columnWidth(header);
  for (const text of texts) width = Math.max(width, columnWidth(text));
  return width;
}
