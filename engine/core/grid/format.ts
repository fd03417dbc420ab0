import type { ColumnType } from './types';

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
const money = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy of an ISO timestamp or date, in UTC (orders.md §9). */
export function formatDate(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/**
 * dd.mm.yyyy hh:mm (24 h, UTC); a time of 00:00 is no time and shows the date alone ("a time of 00:00 is shown empty",
 * orders.md §4: a date sent without a time is stored at 00:00).
 */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0) return formatDate(value);
  return `${formatDate(value)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Formats a cell value by column type (de-DE: period thousands, comma decimals, money 2 decimals). */
export function formatCell(value: unknown, type: ColumnType = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'integer':
      return typeof value === 'number' ? integer.format(value) : String(value);
    case 'number':
      return typeof value === 'number' ? decimal.format(value) : String(value);
    case 'money':
      return typeof value === 'number' ? money.format(value) : String(value);
    case 'boolean':
      return value === true ? 'Ja' : value === false ? 'Nein' : String(value);
    default:
      return String(value);
  }
}
