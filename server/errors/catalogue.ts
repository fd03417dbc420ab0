import { readFileSync } from 'node:fs';

const CATALOGUE_URL = new URL('../data/translations.de.json', import.meta.url);

// Read once: the catalogue ships with the server and is the single source of the German texts it answers with.
const catalogue = JSON.parse(readFileSync(CATALOGUE_URL, 'utf8')) as Record<string, string>;

/** The German message catalogue (key → text with placeholders {1}, {2} …), as served by GET /api/translations. */
export function messageCatalogue(): Readonly<Record<string, string>> {
  return catalogue;
}

/**
 * The catalogue text of a key with {1}, {2} … replaced by the arguments; like the portal, an unknown key
 * falls back to the key itself (account-admin.md §4 Notifications).
 */
export function translate(key: string, ...args: (string | number)[]): string {
  const text = catalogue[key] ?? key;
  return text.replace(/\{(\d+)\}/g, (whole, n: string) =>
    args[Number(n) - 1] === undefined ? whole : String(args[Number(n) - 1]),
  );
}

/** Whether the catalogue holds the key. */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(catalogue, key);
}
