import { hint, rulePositions, type LintProblem } from '../../engine/core';
import type { ClientSwitch } from './context';
import { fits, switchExpected } from './literals';
import { ruleOperations, varName } from './ruleWalk';
import type { LintSources } from './sources';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Why a value does not fit its switch's catalogue type, or undefined: a flag is 'true' or 'false' (rules compare with
 * "true", so 'ja' would never switch anything on), a number is digits, a text with `values` one of them.
 */
export function switchValueProblem(key: string, s: ClientSwitch | undefined, value: unknown): string | undefined {
  const exp = switchExpected(key, s);
  if (
    !exp ||
    (typeof value === 'string' && value !== '' && fits(value, exp, true)) ||
    (value === '' && s?.type !== 'flag')
  )
    return undefined;
  const allowed =
    'values' in exp ? hint(String(value), exp.values.map(String)) : " – erlaubt: Ziffern als Text, z. B. '4'";
  return `'${String(value)}' passt nicht zum Typ ${s!.type} des Schalters '${key}'${allowed}`;
}

/** The catalogue's own values: each switch's default and listed values fit its type, the default is one of its values. */
export function catalogueValueProblems(doc: Json): LintProblem[] {
  const switches = isObject(doc.switches) ? doc.switches : {};
  const groups = Array.isArray(doc.groups) ? doc.groups.map((g) => String((g as Json)?.id)) : [];
  return Object.entries(switches).flatMap(([key, raw]) => {
    if (!isObject(raw)) return [];
    const s = raw as unknown as ClientSwitch;
    const at = `/switches/${key}`;
    const out: LintProblem[] = [];
    // The configurator groups by these topics: a switch naming none of them would have no place there.
    if (s.group !== undefined && !groups.includes(s.group))
      out.push({
        pointer: `${at}/group`,
        message: `Schalter '${key}': Thema '${s.group}' fehlt in groups${hint(s.group, groups)}`,
      });
    if (Array.isArray(s.values) && s.type !== 'text')
      out.push({
        pointer: `${at}/values`,
        message: `Schalter '${key}': 'values' gibt es nur für den Typ text (flag ist 'true'/'false', number Ziffern)`,
      });
    const problem = switchValueProblem(key, s, s.default);
    if (problem) out.push({ pointer: `${at}/default`, message: `Vorgabe ${problem}` });
    return out;
  });
}

// Rule positions that are conditions (a value rule may well return a switch's text).
const CONDITIONS = ['visible', 'readOnly', 'required', 'when', 'enabled', 'cancelToList', 'rowFilter', 'filter'];
const isCondition = (pointer: string) =>
  CONDITIONS.includes(pointer.split('/').pop()!) || pointer.split('/').slice(-2)[0] === 'modes';

/**
 * A flag switch read as a truth value (a whole condition, or an argument of !, !!, and, or, the condition of if): the
 * configuration delivers the text 'true' or 'false', and both texts are true for JSON-Logic.
 */
export function flagTruthProblems(doc: unknown, sources: LintSources): LintProblem[] {
  const switches = sources.switches;
  if (!switches) return [];
  const out: LintProblem[] = [];
  const report = (value: unknown, pointer: string) => {
    const name = varName(value);
    if (!name?.startsWith('config.') || switches[name.split('.')[1]]?.type !== 'flag') return;
    out.push({
      pointer,
      message: `Regel nimmt den Schalter '${name}' als wahr oder falsch, er liefert aber den Text 'true' oder 'false' – beide gelten als wahr; mit {"==": [{"var": "${name}"}, "true"]} vergleichen`,
    });
  };
  for (const position of rulePositions(doc, undefined)) {
    if (isCondition(position.pointer)) report(position.rule, position.pointer);
    for (const { op, args, pointer } of ruleOperations(position.rule, position.pointer)) {
      const list = Array.isArray(args) ? args : [args];
      const at = (i: number) => (Array.isArray(args) ? `${pointer}/${i}` : pointer);
      if (['!', '!!', 'and', 'or'].includes(op)) list.forEach((a, i) => report(a, at(i)));
      if (op === 'if' || op === '?:')
        list.forEach((a, i) => {
          if (i % 2 === 0 && i < list.length - 1) report(a, at(i));
        });
    }
  }
  return out;
}
