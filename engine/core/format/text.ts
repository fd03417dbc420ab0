/** Limits of a text area whose document gives none: 3 line breaks, 200 characters (orders.md §5 'default 3, 200 characters'). */
export const TEXTAREA_DEFAULTS = { maxLineBreaks: 3, maxLength: 200 } as const;

/** Keeps at most `max` line breaks: further Enter presses and pasted lines are joined into the last line. */
export function limitLineBreaks(text: string, max: number | undefined): string {
  if (max === undefined) return text;
  const lines = text.split('\n');
  return lines.length - 1 <= max ? text : [...lines.slice(0, max), lines.slice(max).join(' ')].join('\n');
}
