/** Column width rule (orders.md §9): min 70 px, 9 px per character + 30, max 390 for texts over 40 characters. */
export function columnWidth(text: string): number {
  const length = [...text].length;
  if (length > 40) return 390;
  return Math.max(70, 9 * length + 30);
}
