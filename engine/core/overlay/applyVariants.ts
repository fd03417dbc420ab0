import { overlaysOf } from './overlayKind';
import { evaluate } from '../logic';
import type { Logic, RuleContext, ScreenDocument } from '../screen/types';
import { mergePatch } from './mergePatch';
import { changeNode, insertNode, removeNode, type NodeInsert } from './nodeOps';
import { editRequired } from './requiredOps';

/** A variant overlay: when its condition holds for the context, its merge patch and node edits change the screen. */
export interface VariantOverlay {
  $schema?: string;
  id: string;
  /** The file the overlay came from, named in errors; a loader sets it (default `variants/<id>.json`). */
  file?: string;
  description?: string;
  screen: string;
  /** Lower priorities apply first, so higher ones win on conflicts. */
  priority?: number;
  when: Logic;
  /** A JSON Merge Patch of the whole document (arrays are replaced as a whole). */
  patch?: Record<string, unknown>;
  /** Merge patches of single entries by id (a layout node at any depth, a table column, a computed/check/action entry). */
  nodes?: Record<string, Record<string, unknown>>;
  /** Entries inserted before/after an id or appended to a container. */
  insert?: NodeInsert[];
  /** Ids of entries removed. */
  remove?: string[];
  /** JSON pointers of data fields made mandatory: one entry added to their object's `required`, the others kept. */
  requiredAdd?: string[];
  /** JSON pointers of data fields no longer mandatory: one entry taken out of their object's `required`. */
  requiredRemove?: string[];
}

/** Result of resolving a screen: the effective document and the overlays that shaped it. */
export interface ResolvedScreen {
  document: ScreenDocument;
  applied: string[];
}

/**
 * One overlay on a screen, in this order: `patch`, `nodes`, `insert`, `remove`, `requiredAdd`, `requiredRemove`. An id,
 * container or field it names that the screen does not have throws an OverlayError naming the overlay file (never a no-op).
 */
export function applyOverlay(doc: ScreenDocument, overlay: VariantOverlay): ScreenDocument {
  let result = overlay.patch ? mergePatch(doc, overlay.patch) : doc;
  for (const [id, patch] of Object.entries(overlay.nodes ?? {})) result = changeNode(result, id, patch, overlay);
  for (const insert of overlay.insert ?? []) result = insertNode(result, insert, overlay);
  for (const id of overlay.remove ?? []) result = removeNode(result, id, overlay);
  for (const pointer of overlay.requiredAdd ?? []) result = editRequired(result, pointer, true, overlay);
  for (const pointer of overlay.requiredRemove ?? []) result = editRequired(result, pointer, false, overlay);
  return result;
}

/** The overlays of one screen in the order they apply: priority, then id. */
export function overlayOrder(screen: string, overlays: VariantOverlay[]): VariantOverlay[] {
  return overlaysOf(overlays, screen, 'screen').sort(
    (a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.id.localeCompare(b.id),
  );
}

/** Applies every matching overlay for the screen in priority order, then id order. */
export function applyVariants(base: ScreenDocument, overlays: VariantOverlay[], context: RuleContext): ResolvedScreen {
  const matching = overlayOrder(base.id, overlays).filter((o) => evaluate(o.when, context));
  const document = matching.reduce<ScreenDocument>(applyOverlay, base);
  return { document, applied: matching.map((o) => o.id) };
}
