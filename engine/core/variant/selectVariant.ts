import { evaluate } from '../logic';
import type { Logic, RuleContext } from '../screen/types';

/** The document that maps a client's configuration to a customer variant and modes (variants/selection.json). */
export interface VariantSelection {
  $comment?: string;
  variants: { variant: string; when: Logic }[];
  modes?: Record<string, Logic>;
}

/** Completes a rule context with the variant and modes its session and configuration select. */
export function selectVariant(
  selection: VariantSelection,
  context: Omit<RuleContext, 'variant' | 'modes'>,
): RuleContext {
  const probe: RuleContext = { ...context, variant: 'default', modes: {} };
  const hit = selection.variants.find((v) => evaluate(v.when, probe));
  const modes = Object.fromEntries(
    Object.entries(selection.modes ?? {}).map(([name, rule]) => [name, evaluate(rule, probe)]),
  );
  return { ...context, variant: hit?.variant ?? 'default', modes };
}
