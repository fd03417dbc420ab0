import jsonLogic from 'json-logic-js';
import type { ProfileFormula } from '../profile/types';
import { numberOrNull } from './formulas';

// Names registered by the profile installed last: a profile installed again (tests, a server reloading its documents)
// replaces them, so a formula it no longer names is gone.
const registered = new Set<string>();

/** The value of a formula for its arguments: null while one of its parameters is no number, else its rule's result. */
export function formulaValue(formula: ProfileFormula, args: unknown[]): unknown {
  const values = formula.params.map((_, i) => numberOrNull(args[i]));
  if (values.some((v) => v === null)) return null;
  return jsonLogic.apply(
    formula.value as jsonLogic.RulesLogic,
    Object.fromEntries(formula.params.map((p, i) => [p, values[i]])),
  );
}

/** Registers the profile's formulas as JSON-Logic operations under their names. */
export function registerFormulas(formulas: Record<string, ProfileFormula>): void {
  for (const name of registered) jsonLogic.rm_operation(name);
  registered.clear();
  for (const [name, formula] of Object.entries(formulas)) {
    jsonLogic.add_operation(name, (...args: unknown[]) => formulaValue(formula, args));
    registered.add(name);
  }
}

/** Whether an operation is a formula of the installed profile. */
export function isFormula(name: string): boolean {
  return registered.has(name);
}
