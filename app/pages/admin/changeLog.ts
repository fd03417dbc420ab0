import type { components } from '../../../openapi';
import { fieldLabel } from '../auftragsresearch/sidebar';

type Change = components['schemas']['Aenderung'];
type Schema = Parameters<typeof fieldLabel>[0];

/** A row of the change log's grid: the entry and its object, action, actor and fields as text. */
export type ChangeLogRow = Change & { objekt: string; was: string; wer: string; aenderung: string };

/** The texts the rows read from aenderungsprotokoll.screen.json's messages (by key, placeholders {1} …). */
export type ChangeLogText = (key: string, ...args: string[]) => string;

const shown = (value: unknown, empty: string) =>
  value === null || value === undefined || value === '' ? empty : String(value);

/**
 * The grid's rows: object and action by name, who (with the API key or the impersonating admin) and the changed fields
 * as 'Feld: alt → neu' joined by '; ' (an order's fields by the capture document's titles, others by their path).
 */
export function changeLogRows(changes: Change[], orderSchema: Schema, text: ChangeLogText): ChangeLogRow[] {
  return changes.map((c) => ({
    ...c,
    objekt: text(`objekt.${c.objektTyp}`),
    was: text(`aktion.${c.aktion}`),
    wer: c.apiSchluessel
      ? text('perSchluessel', c.benutzer, c.apiSchluessel)
      : c.admin
        ? text('alsAdmin', c.benutzer, c.admin)
        : c.benutzer,
    aenderung: c.felder
      .map((f) =>
        text(
          'wert',
          c.objektTyp === 'auftrag' ? fieldLabel(orderSchema, f.feld) : f.feld,
          shown(f.alt, text('leer')),
          shown(f.neu, text('leer')),
        ),
      )
      .join('; '),
  }));
}
