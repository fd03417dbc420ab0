type Json = Record<string, unknown>;

/** An object value of the order document, or undefined. */
export const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
/** A filled value as trimmed text, or undefined. */
export const str = (v: unknown): string | undefined =>
  v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim();
/** At most n characters: the length of the data element (an..35 for names, streets, places). */
export const cut = (v: unknown, n = 35): string | undefined => str(v)?.slice(0, n);
