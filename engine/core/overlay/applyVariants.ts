import { evaluate } from '../logic';
import type { Logic, RuleContext, ScreenDocument } from '../screen/types';
import { mergePatch } from './mergePatch';
import { patchNodes } from './patchNodes';

/** A variant overlay: when its condition holds for the context, its merge patch changes the screen. */
export interface VariantOverlay {
  $schema?: string;
  id: string;
  description?: string;
  screen: string;
  /** Lower priorities apply first, so higher ones win on conflicts. */
  priority?: number;
  when: Logic;
  patch: Record<string, unknown>;
  /** Merge patches of layout nodes by id (a table's columns, a panel's children), applied after `patch`. */
  nodes?: Record<string, Record<string, unknown>>;
}

/** Result of resolving a screen: the effective document and the overlays that shaped it. */
export interface ResolvedScreen {
  document: ScreenDocument;
  applied: string[];
}

/** One overlay on a screen: its merge patch, then the merge patches of the layout nodes it names by id. */
export function applyOverlay(doc: ScreenDocument, overlay: VariantOverlay): ScreenDocument {
  const patched = mergePatch(doc, overlay.patch);
  return overlay.nodes ? { ...patched, layout: patchNodes(patched.layout, overlay.nodes) } : patched;
}

/** Applies every matching overlay for the screen in priority order, then id order. */
export function applyVariants(base: ScreenDocument, overlays: VariantOverlay[], context: RuleContext): ResolvedScreen {
  const matching = overlays
    .filter((o) => o.screen === base.id && evaluate(o.when, context))
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.id.localeCompare(b.id));
  const document = matching.reduce<ScreenDocument>(applyOverlay, base);
  return { document, applied: matching.map((o) => o.id) };
}
