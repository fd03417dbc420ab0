/** Response schemas of the reference lists; they also drop internal columns from the answers. */
const nullableString = { type: ['string', 'null'] } as const;

/** Stammdateneintrag: id, kurzBezeichnung, langBezeichnung. */
export const referenceItemSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' }, kurzBezeichnung: nullableString, langBezeichnung: nullableString },
} as const;

/** Lademittel: a Stammdateneintrag plus bezkurz. */
export const lademittelSchema = {
  type: 'object',
  required: ['id'],
  properties: { ...referenceItemSchema.properties, bezkurz: nullableString },
} as const;

/** JSON schema of an array of items. */
export const listOf = <T>(items: T) => ({ type: 'array', items }) as const;

/** Header declared on search answers (contract TotalSearchResults). */
export const TOTAL_HEADER = 'total-search-results';

/** Escapes % _ and \ so user input is matched literally by LIKE (backslash is the default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Lower-cases search input the same way the seed folded the stored search columns. */
export const foldSearch = (text: string) => text.trim().toLocaleLowerCase('de-DE');

/** Sorts by kurzBezeichnung with German collation (the database may run with the C locale). */
export function byKurzBezeichnung<T extends { kurzBezeichnung: string | null }>(rows: T[]): T[] {
  return rows.sort((a, b) => (a.kurzBezeichnung ?? '').localeCompare(b.kurzBezeichnung ?? '', 'de'));
}
