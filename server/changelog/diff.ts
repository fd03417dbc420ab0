type Json = Record<string, unknown>;

/** One changed field: its flat path ('absender.name', 'positionen.0.gewicht') and the values before and after. */
export interface FieldChange {
  feld: string;
  alt: unknown;
  neu: unknown;
}

const isObject = (v: unknown): v is Json | unknown[] => typeof v === 'object' && v !== null;

/** The leaves of a document by flat path; empty strings, empty objects and null count as absent. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== null && value !== undefined && value !== '' && prefix) {
    out.set(prefix, value);
  }
  return out;
}

/**
 * The changed flat fields of two versions of a document, in path order; paths matching `ignore` (bookkeeping such
 * as version, change date and last editor, which every save moves on) are left out.
 */
export function diffFields(before: unknown, after: unknown, ignore: (path: string) => boolean): FieldChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...new Set([...a.keys(), ...b.keys()])].filter((p) => !ignore(p)).sort();
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const alt = a.get(path) ?? null;
    const neu = b.get(path) ?? null;
    if (alt !== neu) changes.push({ feld: path, alt, neu });
  }
  return changes;
}
