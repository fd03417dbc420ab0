import { applyComputed, applyVariants, type RuleContext } from '../../engine/core';
import { documents } from '../documents';
import { toCaptureData } from './captureData';

type Json = Record<string, unknown>;

/**
 * The positions of a save payload with their derived values (Verpackungseinheit, CBM; LDM and Stellplätze only where
 * empty, by the switches) recomputed by the capture document's own `computed` rules for the session's rule context
 * (variant and modes such as mandantSpezi29, orders.md §4, §9), as the browser computes them; undefined without positions.
 */
export function recomputePositions(context: RuleContext, payload: Json): Json[] | undefined {
  const doc = applyVariants(documents().screen('auftragserfassung'), documents().overlays, context).document;
  const computed = applyComputed(doc, { ...context, data: toCaptureData(doc, payload) });
  return Array.isArray(computed.auftragspositionen) ? (computed.auftragspositionen as Json[]) : undefined;
}
