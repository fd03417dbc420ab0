import type { components } from '../../../../openapi';

type Change = components['schemas']['Aenderung'];
type Schema = { title?: string; properties?: Record<string, Schema>; items?: Schema };

/** Texts of the tab 'Änderungen' (view document seitenleisteAenderungen), read by key. */
export type ChangeTexts = (
  key: 'angelegt' | 'geloescht' | 'leer' | 'wert' | 'perSchluessel' | 'alsAdmin',
  ...args: string[]
) => string;

/** One line of the timeline: a changed field (or the creation), when and who. */
export interface ChangeLine {
  label: string;
  state: 'geaendert' | 'angelegt' | 'geloescht';
  zeitpunkt: string;
  wer: string;
}

/**
 * The label of a flat field path by the titles of the capture document's data schema ('auftragspositionen.0.bruttoGewicht'
 * → 'Auftragspositionen › 1 › Bruttogewicht'); a part without a title shows its key, a path the schema lacks shows itself.
 */
export function fieldLabel(schema: Schema | undefined, path: string): string {
  const parts: string[] = [];
  let node = schema;
  let known = false;
  for (const segment of path.split('.')) {
    const numeric = /^\d+$/.test(segment);
    node = numeric ? node?.items : node?.properties?.[segment];
    if (node?.title) known = true;
    parts.push(
      numeric ? String(Number(segment) + 1) : (node?.title ?? segment.charAt(0).toUpperCase() + segment.slice(1)),
    );
  }
  return known ? parts.join(' › ') : path;
}

const shown = (value: unknown, empty: string) =>
  value === null || value === undefined || value === ''
    ? empty
    : typeof value === 'boolean'
      ? value
        ? '✓'
        : '✗'
      : String(value);

/** The timeline's lines of an order's changes (newest first): one per changed field, one for a creation or deletion. */
export function changeLines(changes: Change[], schema: Schema | undefined, text: ChangeTexts): ChangeLine[] {
  return changes.flatMap((c): ChangeLine[] => {
    const wer = c.apiSchluessel
      ? text('perSchluessel', c.benutzer, c.apiSchluessel)
      : c.admin
        ? text('alsAdmin', c.benutzer, c.admin)
        : c.benutzer;
    if (c.aktion !== 'geaendert') return [{ label: text(c.aktion), state: c.aktion, zeitpunkt: c.zeitpunkt, wer }];
    return c.felder.map((f) => ({
      label: text('wert', fieldLabel(schema, f.feld), shown(f.alt, text('leer')), shown(f.neu, text('leer'))),
      state: 'geaendert' as const,
      zeitpunkt: c.zeitpunkt,
      wer,
    }));
  });
}
