import { hint, schemaAt, type JsonSchema, type LintProblem, type ScreenDocument } from '../../engine/core';

const members = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {});

/**
 * Each computed value's target is a field of the data schema (with `forEach`, an item property of that list): a
 * misspelled target is written where no field shows it, and the field meant stays empty.
 */
export function computedTargetProblems(doc: ScreenDocument): LintProblem[] {
  return (doc.computed ?? []).flatMap((rule, i) => {
    const at = `/computed/${i}`;
    const list = rule.forEach ? schemaAt(doc.dataSchema, rule.forEach) : undefined;
    if (rule.forEach && list?.type !== 'array') {
      return [
        {
          pointer: `${at}/forEach`,
          message: `Berechnung '${rule.id}': forEach '${rule.forEach}' ist keine Liste im dataSchema${hint(rule.forEach, members(doc.dataSchema))}`,
        },
      ];
    }
    const scope = rule.forEach ? ((list?.items as JsonSchema | undefined) ?? {}) : doc.dataSchema;
    if (schemaAt(scope, rule.field)) return [];
    const parentPath = rule.field.includes('.') ? rule.field.slice(0, rule.field.lastIndexOf('.')) : '';
    const parent = parentPath ? schemaAt(scope, parentPath) : scope;
    const where = rule.forEach ? `in den Zeilen von '${rule.forEach}'` : 'im dataSchema';
    return [
      {
        pointer: `${at}/field`,
        message: `Berechnung '${rule.id}': Zielfeld '${rule.field}' fehlt ${where}${hint(rule.field.split('.').pop()!, members(parent))}`,
      },
    ];
  });
}
