/** Keeps at most `max` line breaks: further Enter presses and pasted lines are joined into the last line. */
export function limitLineBreaks(text: string, max: number | undefined): string {
  if (max === undefined) return text;
  const lines = text.split('\n');
  return lines.length - 1 <= max ? text : [...lines.slice(0, max), lines.slice(max).join(' ')].join('\n');
}
