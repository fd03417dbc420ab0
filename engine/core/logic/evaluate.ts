import jsonLogic from 'json-logic-js';
import type { Logic, RuleContext } from '../screen/types';
import { customOperations, registerOperations } from './operations';
import { isFormula } from './profileFormulas';

registerOperations();

/** Evaluates a JSON-Logic rule; an absent rule yields the fallback. */
export function evaluate(rule: Logic | undefined, context: RuleContext | object, fallback = false): boolean {
  if (rule === undefined) return fallback;
  return truthy(jsonLogic.apply(rule as jsonLogic.RulesLogic, context));
}

/** Evaluates a JSON-Logic expression for its value (computed fields, option parameters). */
export function compute(rule: Logic | undefined, context: object): unknown {
  if (rule === undefined) return undefined;
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, context);
}

/** JSON-Logic truthiness, which treats an empty array as false. */
export function truthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/** Builds a rule context with empty defaults so rules can read any branch safely. */
export function createContext(partial: Partial<RuleContext> = {}): RuleContext {
  return { data: {}, session: {}, config: {}, variant: 'default', ...partial };
}

/** Tells whether a value is a known JSON-Logic operation (the profile's formulas included), used by the document check. */
export function isKnownOperation(operator: string): boolean {
  const known = [
    'var',
    'missing',
    'missing_some',
    'if',
    '==',
    '===',
    '!=',
    '!==',
    '!',
    '!!',
    'or',
    'and',
    '>',
    '>=',
    '<',
    '<=',
    'max',
    'min',
    '+',
    '-',
    '*',
    '/',
    '%',
    'map',
    'filter',
    'reduce',
    'all',
    'none',
    'some',
    'merge',
    'in',
    'cat',
    'substr',
    'log',
    '?:',
  ];
  return known.includes(operator) || operator in customOperations || isFormula(operator);
}
