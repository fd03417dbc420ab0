import { gridColumns, mergePatch, overlaysOf, type ColumnDocument, type GridColumn } from '../../engine/core';
import { documents } from '../documents';

/** Read-shape paths that have a column of their own (or a joined one) instead of a path into the stored document. */
const STORED_COLUMNS: Record<string, string> = {
  spedeigennr: 'a.spedeigennr',
  datum: 'a.datum',
  datumErfasst: 'a.datum',
  datumgeaendert: 'a.geaendert',
  'status.id': 'a.status_id',
  'status.kurzBezeichnung': 'a.status_id',
  abholDatumVon: 'a.abhol_datum',
  zustellDatumVon: 'a.zustell_datum',
  'mandant.id': 'a.mandant_id',
  'mandant.name': 'm.name',
  'erfasser.name': 'e.name',
  'aenderer.name': 'g.name',
  typ: 'a.typ',
};

/** Column types whose stored values are JSON numbers or booleans: they sort as jsonb (numerically, false before true). */
const JSON_VALUE_TYPES = new Set(['integer', 'number', 'money', 'boolean']);
const SAFE_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

/**
 * SQL sort expression of a path into the stored order document. Literal paths (never request text) so that
 * the expression is the same as in the expression indexes of migration 0009 and the planner can use them.
 */
export function documentSortExpression(path: string, jsonValue: boolean): string {
  if (!SAFE_PATH.test(path)) throw new Error(`Ungültiger Sortierpfad im Spaltendokument: ${path}`);
  const literal = `'{${path.split('.').join(',')}}'`;
  return jsonValue ? `(a.daten #> ${literal})` : `lower(a.daten #>> ${literal})`;
}

function keyOf(column: GridColumn): [string, string] | null {
  const path = column.sortField ?? column.field;
  if (!column.sortable || !path) return null;
  // An id (sortField x.id) or a typed value is a JSON number; everything else sorts as lower-case text.
  const jsonValue = JSON_VALUE_TYPES.has(column.type) || path.endsWith('.id');
  return [path, STORED_COLUMNS[path] ?? documentSortExpression(path, jsonValue)];
}

/** Sort path → SQL expression for every sortable column of a document and of each variant overlay of it. */
export function sortKeysOf(base: ColumnDocument, overlays = documents().overlays): Map<string, string> {
  // Widths play no part in sorting; gridColumns wants the width rule all the same.
  const widthRule = documents().profile.grid.columnWidth;
  const docs = [
    base,
    ...overlaysOf(overlays, base.id, 'columns').map((o) => mergePatch(base, o.patch) as ColumnDocument),
  ];
  return new Map(
    docs
      .flatMap((d) => gridColumns(d, widthRule))
      .flatMap((c) => {
        const k = keyOf(c);
        return k ? [k] : [];
      }),
  );
}

/** The order list's sort keys: what `sortBy` of GET /api/auftraege/search accepts. */
export function orderSortKeys(): Map<string, string> {
  const set = documents();
  let keys = sortKeysCache.get(set);
  if (!keys) sortKeysCache.set(set, (keys = sortKeysOf(set.columns('auftragsresearch'), set.overlays)));
  return keys;
}

// Per document set: a search must not merge every overlay again.
const sortKeysCache = new WeakMap<object, Map<string, string>>();
