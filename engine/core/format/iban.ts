import { isValidIBAN } from 'ibantools';

/** Upper-cases, strips everything but letters and digits and groups by four ('de89 3704…' → 'DE89 3704 …'), at most 39 characters. */
export function formatIban(text: string): string {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return compact.replace(/(.{4})(?=.)/g, '$1 ').slice(0, 39);
}

/** The IBAN without spaces, as stored and sent. */
export function compactIban(text: string): string {
  return text.replace(/\s/g, '');
}

/** True for a blank value or a valid IBAN (checksum and country length, via ibantools). */
export function isValidIban(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return isValidIBAN(compactIban(String(value)));
}
