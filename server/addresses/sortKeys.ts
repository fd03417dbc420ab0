import { gridColumns } from '../../engine/core';
import { documents } from '../documents';
import { HttpProblem, notification } from '../errors';

/** German collation of migration 0025 (Bäckerei before Braun; case decides only between equal words). */
const GERMAN = 'COLLATE deutsch';
/** Read-shape fields that are columns of the adresse table (migration 0005); the rest sorts by the stored document. */
const STORED_COLUMNS: Record<string, string> = {
  name: `name ${GERMAN}`,
  matchcode: `matchcode ${GERMAN}`,
  fremdnummer: `fremdnummer ${GERMAN}`,
  plz: `plz ${GERMAN}`,
  ort: `ort ${GERMAN}`,
};
const SAFE_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Sort field → SQL expression for every sortable column of the address management's column document. */
export function addressSortKeys(): Map<string, string> {
  const set = documents();
  let keys = cache.get(set);
  if (!keys) {
    keys = new Map(
      gridColumns(set.columns('adressmanagement'), set.profile.grid.columnWidth).flatMap((c) => {
        const path = c.sortField ?? c.field;
        if (!c.sortable || !path || !SAFE_FIELD.test(path)) return [];
        return [[path, STORED_COLUMNS[path] ?? `(daten->>'${path}') ${GERMAN}`] as [string, string]];
      }),
    );
    cache.set(set, keys);
  }
  return keys;
}
const cache = new WeakMap<object, Map<string, string>>();

/** The address list's default order: by name in German collation, then id (index of migration 0025). */
export const ADDRESS_NAME_ORDER = `name ${GERMAN}, id`;

/** ORDER BY of an address page: by name without a sort; `-field` descending; an unknown field answers 400. */
export function addressOrderBy(sortBy: string | undefined): string {
  if (!sortBy) return ADDRESS_NAME_ORDER;
  const desc = sortBy.startsWith('-');
  const path = desc ? sortBy.slice(1) : sortBy;
  const column = addressSortKeys().get(path);
  if (!column) {
    throw new HttpProblem(400, [
      notification('adresse.suche.sortierung', `Nach „${path}“ kann die Adressliste nicht sortiert werden.`, {
        header: 'Adresssuche',
        fieldname: 'sortBy',
      }),
    ]);
  }
  return desc ? `${column} DESC NULLS LAST, id DESC` : `${column} ASC NULLS FIRST, id ASC`;
}
