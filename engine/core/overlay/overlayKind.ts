import type { VariantOverlay } from './applyVariants';

// The keys only a column document has (columns.schema.json): an overlay whose patch touches only these (and the keys
// both kinds share) changes the column document of its name; every other overlay changes the screen document. A screen and its grid share one name (one
// name per screen, e.g. auftragsresearch), so the overlay's content, not its name, picks the document.
const COLUMN_KEYS = new Set(['columns', 'order', 'rowKey', 'searchPlaceholder', 'tabellenTyp']);
const SHARED_KEYS = new Set(['title', 'description']);

/** Whether an overlay changes a column document (patch of column-document keys only, no node operations). */
export function isColumnOverlay(overlay: VariantOverlay): boolean {
  if (overlay.nodes || overlay.insert || overlay.remove || overlay.requiredAdd || overlay.requiredRemove) return false;
  const keys = Object.keys(overlay.patch ?? {});
  return keys.some((k) => COLUMN_KEYS.has(k)) && keys.every((k) => COLUMN_KEYS.has(k) || SHARED_KEYS.has(k));
}

/** The overlays of the document `id` of one kind (screen or columns), in file order. */
export function overlaysOf<T extends VariantOverlay>(overlays: T[], id: string, kind: 'screen' | 'columns'): T[] {
  return overlays.filter((o) => o.screen === id && isColumnOverlay(o) === (kind === 'columns'));
}
