import { hint, rulePositions, schemaAt, type JsonSchema, type LintProblem } from '../../engine/core';
import type { ClientSwitch } from './context';
import { isLiteral, ruleOperations, shown, varName } from './ruleWalk';
import { SOURCE_FILES, type LintSources } from './sources';

/** What a rule may compare a context path with: a closed list of values, true/false, or a number. */
export type Expected = { values: unknown[]; where: string } | { kind: 'boolean' | 'number'; where: string };

/** Where a document's rules read `data.*` from (a screen's data schema, a grid's row entity); none for other documents. */
export interface RuleScope {
  data?: (path: string) => JsonSchema[] | undefined;
  dataSchema?: JsonSchema;
  session?: JsonSchema;
}

const COMPARE = ['==', '===', '!=', '!=='];

function fromSchemas(list: JsonSchema[] | undefined, where: string): Expected | undefined {
  if (!list?.length) return undefined;
  const listed = list.find((s) => Array.isArray(s.enum) || 'const' in s);
  if (listed)
    return { values: Array.isArray(listed.enum) ? listed.enum.filter((v) => v !== null) : [listed.const], where };
  const types = list
    .flatMap((s) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []))
    .filter((t) => t !== 'null');
  return types.length && types.every((t) => t === 'boolean') ? { kind: 'boolean', where } : undefined;
}

/** A switch's values by its catalogue type: a flag is the text 'true' or 'false', a number digits, a text its listed values. */
export function switchExpected(key: string, s: ClientSwitch | undefined): Expected | undefined {
  const where = `der Schalter '${key}' (${SOURCE_FILES.catalogue}, Typ ${s?.type})`;
  if (s?.type === 'flag') return { values: ['true', 'false'], where };
  if (s?.type === 'number') return { kind: 'number', where };
  return s?.type === 'text' && Array.isArray(s.values) ? { values: s.values, where } : undefined;
}

/** What the context path `name` holds, as the sources declare it; undefined where nothing is declared or a source is broken. */
function expected(
  name: string,
  row: JsonSchema | undefined,
  scope: RuleScope,
  sources: LintSources,
): Expected | undefined {
  const [root, ...rest] = name.split('.');
  const path = rest.join('.');
  const one = (schema: JsonSchema | undefined) => (schema ? [schema] : undefined);
  if (name === 'variant')
    return sources.variants && { values: sources.variants, where: `die Variantenwahl (${SOURCE_FILES.selection})` };
  if (root === 'modes' && path) return { kind: 'boolean', where: `der Modus '${path}'` };
  if (root === 'config') return sources.switches && switchExpected(rest[0], sources.switches[rest[0]]);
  if (root === 'session' && scope.session)
    return fromSchemas(one(schemaAt(scope.session, path)), `die Sitzung ('${path}')`);
  if (root === 'data' && scope.data) return fromSchemas(scope.data(path), `das Datenschema ('${path}')`);
  if (root === 'row' && row) return fromSchemas(one(schemaAt(row, path)), `die Tabellenzeile ('${path}')`);
  return undefined;
}

/** Whether a literal is a value the path can hold; a comparison with '' asks whether the value is empty and always fits. */
export function fits(literal: string | number | boolean, exp: Expected, strict: boolean): boolean {
  if (literal === '') return true;
  // JSON-Logic's == compares loosely ("2" == 2), === strictly, as the engine evaluates them.
  if ('values' in exp) return exp.values.some((v) => (strict ? v === literal : v == literal));
  if (exp.kind === 'boolean') return typeof literal === 'boolean';
  return typeof literal === 'number' || /^-?\d+(\.\d+)?$/.test(literal as string);
}

function problem(name: string, literal: string | number | boolean, exp: Expected, pointer: string): LintProblem {
  const what =
    'values' in exp
      ? `einem Wert, den ${exp.where} nicht kennt`
      : exp.kind === 'boolean'
        ? `${exp.where} ist aber true oder false ohne Anführungszeichen`
        : `${exp.where} ist aber eine Zahl`;
  const near = 'values' in exp ? hint(String(literal), exp.values.map(String)) : '';
  return {
    pointer,
    message: `Regel vergleicht '${name}' mit ${shown(literal)}, ${what} (der Vergleich fällt immer gleich aus)${near}`,
  };
}

/**
 * Literals a rule compares with a context path (==, ===, !=, !==, in) must be values the path can hold: a variant id of the
 * selection, a switch value of its catalogue type, an enum value of the data, row or session schema, true/false for a
 * boolean. Also `modes.<name>` must be a mode of the selection. A wrong literal makes the rule silently never apply.
 */
export function literalProblems(doc: unknown, scope: RuleScope, sources: LintSources): LintProblem[] {
  const out: LintProblem[] = [];
  for (const position of rulePositions(doc, scope.dataSchema)) {
    for (const { op, args, pointer } of ruleOperations(position.rule, position.pointer)) {
      const check = (name: string, literal: unknown, strict: boolean, at: string) => {
        const exp = isLiteral(literal) ? expected(name, position.row, scope, sources) : undefined;
        if (exp && isLiteral(literal) && !fits(literal, exp, strict)) out.push(problem(name, literal, exp, at));
      };
      if (COMPARE.includes(op) && Array.isArray(args) && args.length === 2) {
        const side = varName(args[0]) ? 0 : varName(args[1]) ? 1 : -1;
        if (side >= 0) check(varName(args[side])!, args[1 - side], op.length === 3, `${pointer}/${1 - side}`);
      }
      // {"in": [{"var": …}, [values]]}: indexOf compares strictly.
      if (op === 'in' && Array.isArray(args) && varName(args[0]) && Array.isArray(args[1])) {
        args[1].forEach((literal: unknown, i: number) => check(varName(args[0])!, literal, true, `${pointer}/1/${i}`));
      }
      const name = op === 'var' ? varName({ var: args }) : undefined;
      const mode = name?.startsWith('modes.') ? name.slice('modes.'.length).split('.')[0] : undefined;
      if (mode && sources.modes && !sources.modes.includes(mode)) {
        out.push({
          pointer,
          message: `Regel liest '${name}', aber ${SOURCE_FILES.selection} kennt den Modus '${mode}' nicht${hint(mode, sources.modes)}`,
        });
      }
    }
  }
  return out;
}
