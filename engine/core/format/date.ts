import { isDateString } from '../logic/operations';

/** 'yyyy-mm-dd' → 'dd.mm.yyyy'; anything else blank. */
export function formatGermanDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** 'dd.mm.yyyy' → 'yyyy-mm-dd' when it passes the portal's date check (orders.md §5), else undefined. */
export function parseGermanDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (!isDateString(trimmed) || !trimmed.includes('.')) return undefined;
  const [d, m, y] = trimmed.split('.');
  return `${y}-${m}-${d}`;
}

/** Typing help for hh:mm: digits only, the colon inserted after the hours. */
export function sanitizeTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** Completes a typed time to 'hh:mm' in 24 h ('7' → '07:00', '730' → '07:30'); undefined when impossible. */
export function parseTime(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  if (!digits) return undefined;
  const padded = digits.length <= 2 ? `${digits.padStart(2, '0')}00` : digits.padStart(4, '0');
  const [h, m] = [Number(padded.slice(0, 2)), Number(padded.slice(2, 4))];
  if (padded.length !== 4 || h > 23 || m > 59) return undefined;
  return `${padded.slice(0, 2)}:${padded.slice(2, 4)}`;
}
