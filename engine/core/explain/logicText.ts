import type { Logic } from '../screen/types';
import { explainTexts as t } from '../texts';

const INFIX = new Set(['==', '===', '!=', '!==', '>', '>=', '<', '<=', 'in', '+', '-', '*', '/', '%']);

/** A JSON-Logic rule as one readable line for configuration staff: `variant == "C" und config.isLaengePflichtfeld == "true"`. */
export function logicText(rule: Logic | undefined): string {
  if (rule === undefined) return t.always;
  if (rule === null || typeof rule !== 'object') return JSON.stringify(rule);
  if (Array.isArray(rule)) return `[${rule.map(logicText).join(', ')}]`;
  const [op] = Object.keys(rule);
  const raw = rule[op];
  const args = Array.isArray(raw) ? raw : [raw];
  if (op === 'var') return String(args[0] ?? '');
  if (INFIX.has(op) && args.length === 2) return `${part(args[0])} ${op} ${part(args[1])}`;
  if (op === 'and' || op === 'or') return args.map(part).join(` ${op === 'and' ? t.and : t.or} `);
  if (op === '!') return `${t.not} ${part(args[0])}`;
  if (op === '!!') return logicText(args[0]);
  if (op === 'if' && args.length === 3)
    return t.ifThen
      .replace('{a}', logicText(args[0]))
      .replace('{b}', logicText(args[1]))
      .replace('{c}', logicText(args[2]));
  return `${op}(${args.map(logicText).join(', ')})`;
}

/** A nested operand in brackets when it is itself an operation with more than one operand. */
function part(rule: Logic): string {
  const text = logicText(rule);
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return text;
  const [op] = Object.keys(rule);
  return op === 'var' || op === '!!' ? text : `(${text})`;
}
