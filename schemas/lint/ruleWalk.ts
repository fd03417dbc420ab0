type Json = Record<string, unknown>;

/** A JSON-Logic operation met in a rule: its operator, its arguments and its pointer. */
export interface RuleOperation {
  op: string;
  args: unknown;
  pointer: string;
}

// Operations whose later arguments read each item (`{"var": "cbm"}` is the item's cbm), not the rule context.
const ITEM_SCOPED = ['map', 'filter', 'reduce', 'all', 'some', 'none'];
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Every operation of a rule with its pointer, outside the item-scoped arguments of map/filter/…. */
export function ruleOperations(rule: unknown, pointer: string): RuleOperation[] {
  if (Array.isArray(rule)) return rule.flatMap((r, i) => ruleOperations(r, `${pointer}/${i}`));
  if (!isObject(rule)) return [];
  return Object.entries(rule).flatMap(([op, args]) => {
    const at = `${pointer}/${escape(op)}`;
    if (op === 'var') return [{ op, args, pointer: at }];
    const inner =
      ITEM_SCOPED.includes(op) && Array.isArray(args) ? ruleOperations(args[0], `${at}/0`) : ruleOperations(args, at);
    return [{ op, args, pointer: at }, ...inner];
  });
}

/** The path a `{"var": …}` reads ('config.isX'), or undefined for anything else. */
export function varName(value: unknown): string | undefined {
  if (!isObject(value) || Object.keys(value).length !== 1 || !('var' in value)) return undefined;
  const name = Array.isArray(value.var) ? value.var[0] : value.var;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** A literal a rule compares with: text, number or true/false (null and objects are no literal here). */
export const isLiteral = (value: unknown): value is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof value);

/** A literal as a finding shows it: text in single quotes, numbers and true/false bare. */
export const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));
