/** A line's fields shown in their own columns, not again among the rest. */
const SHOWN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

const TIME = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/**
 * One JSON line of the server log (pino) as an admin reads it: time (de-DE, the browser's zone), level by name, message,
 * then the remaining fields as compact JSON. A line that is not JSON stays as it is.
 */
export function formatLogLine(line: string, levelName: (level: number) => string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (!entry || typeof entry !== 'object') return line;
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !SHOWN.has(key)));
  const time = typeof entry.time === 'number' ? TIME.format(entry.time) : '';
  const level = typeof entry.level === 'number' ? levelName(entry.level) : '';
  const fields = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${time}  ${level.padEnd(7)}  ${String(entry.msg ?? '')}${fields}`;
}
