import type { Logic } from '../screen/types';

/**
 * Lists the context paths a JSON-Logic rule reads ('data.terminkennzeichen', 'config.isX').
 * A computed var name cannot be known in advance: it is reported as '*' so callers fall back
 * to re-evaluating on every change.
 */
export function ruleVars(rule: Logic | undefined): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [op, args] of Object.entries(node as Record<string, unknown>)) {
      if (op === 'var') {
        const name = Array.isArray(args) ? args[0] : args;
        if (typeof name === 'string' || typeof name === 'number') found.add(String(name));
        else found.add('*');
        if (Array.isArray(args)) args.slice(1).forEach(walk);
      } else if (op === 'missing' || op === 'missing_some') {
        const names = op === 'missing' ? args : (args as unknown[])[1];
        for (const name of ([] as unknown[]).concat(names)) {
          if (typeof name === 'string') found.add(name);
          else found.add('*');
        }
      } else {
        walk(args);
      }
    }
  };
  walk(rule);
  return [...found];
}

/** The form-data paths among a rule's vars ('data.a.b' → 'a.b'); undefined when any var is dynamic. */
export function dataDependencies(rule: Logic | undefined): string[] | undefined {
  const vars = ruleVars(rule);
  if (vars.includes('*')) return undefined;
  return vars.flatMap((v) => (v === 'data' ? [''] : v.startsWith('data.') ? [v.slice(5)] : []));
}
