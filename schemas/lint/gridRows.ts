import { hint, rulePositions, ruleVarsAt, type JsonSchema, type LintProblem } from '../../engine/core';
import { entityAt, entityMembers } from './entityPaths';
import { SOURCE_FILES, type LintSources } from './sources';

type Json = Record<string, unknown>;
/** The `rows` of a column document: the entity schema of its rows and the fields the page adds to each row. */
interface Rows {
  entity?: string;
  added?: string[];
}

/** Where a grid's rule reads `data.*` (the row): the schemas of that path in the row entity; undefined when free or unknown. */
export function rowLookup(doc: Json, sources: LintSources): ((path: string) => JsonSchema[] | undefined) | undefined {
  const entity = (doc.rows as Rows | undefined)?.entity;
  if (!entity || !sources.entities.has(entity)) return undefined;
  return (path) => {
    const found = entityAt(sources, entity, path);
    return found === 'free' || !found.length ? undefined : found;
  };
}

/**
 * Every path a column document reads from its rows — row key, row fields, each column's field and sort field, the `data.*`
 * paths of value rules — is declared in the entity schema of its rows (`rows.entity`) or added by the page (`rows.added`):
 * a misspelled path gives an empty column.
 */
export function gridRowProblems(doc: Json, sources: LintSources): LintProblem[] {
  const rows = (doc.rows ?? {}) as Rows;
  const entity = rows.entity;
  if (!entity) return [];
  if (!sources.entityFiles.includes(entity)) {
    return [
      {
        pointer: '/rows/entity',
        message: `Zeilen-Schema '${entity}' gibt es unter ${SOURCE_FILES.entities} nicht${hint(entity, sources.entityFiles)}`,
      },
    ];
  }
  // A row entity that is no valid JSON has its own finding; its paths are not checked against it.
  if (!sources.entities.has(entity)) return [];
  const out: LintProblem[] = [];
  const check = (path: unknown, pointer: string, what: string) => {
    if (typeof path !== 'string' || (rows.added ?? []).includes(path.split('.')[0])) return;
    const found = entityAt(sources, entity, path);
    if (found === 'free' || found.length) return;
    const keys = path.split('.');
    const parent = keys.slice(0, -1).join('.');
    const near = hint(keys[keys.length - 1], [
      ...entityMembers(sources, entity, parent),
      ...(parent ? [] : (rows.added ?? [])),
    ]);
    out.push({
      pointer,
      message: `${what} '${path}' gibt es in den Zeilen (${SOURCE_FILES.entities}${entity}) nicht${near}`,
    });
  };
  check(doc.rowKey, '/rowKey', 'Zeilenschlüssel');
  (Array.isArray(doc.rowFields) ? doc.rowFields : []).forEach((f, i) => check(f, `/rowFields/${i}`, 'Zeilenfeld'));
  for (const [id, column] of Object.entries((doc.columns ?? {}) as Record<string, Json>)) {
    check(column.field, `/columns/${id}/field`, `Spalte '${id}': Feld`);
    check(column.sortField, `/columns/${id}/sortField`, `Spalte '${id}': Sortierfeld`);
  }
  for (const position of rulePositions(doc, undefined)) {
    for (const v of ruleVarsAt(position.rule, position.pointer)) {
      if (v.name.startsWith('data.')) check(v.name.slice('data.'.length), v.pointer, `Regel liest 'data.*':`);
    }
  }
  return out;
}
