import type { ReactNode } from 'react';
import { evaluate } from '../../core';
import type { Logic } from '../../core';
import { useFormRuntime, useRuleContext } from '../runtime';

/** Renders its children while the rule holds (no rule: always); re-evaluates only when data the rule reads changes. */
export function VisibleWhen({ rule, children }: { rule: Logic | undefined; children: ReactNode }) {
  const runtime = useFormRuntime();
  const context = useRuleContext(runtime, [rule]);
  return evaluate(rule, context, true) ? <>{children}</> : null;
}
