import { applyVariants, defaultsOf, readOnlyViolations, type RuleContext } from '../../engine/core';
import { documents } from '../documents';
import { HttpProblem } from '../errors';
import { toCaptureData } from './captureData';
import { toNotifications } from './validateOrder';

type Json = Record<string, unknown>;

/**
 * Refuses a save that changes a field the capture document locks by a rule (isAbsenderEditDeny, isDenyZustelldatum, the
 * Terminart under a Zustellkennzeichen, the main-client selector of a stored order, copy or template...): 400 with one
 * notification per field. The baseline is what the form opened with, taken as the form opens it (defaults and prefills
 * applied): the stored order on a change; the copied order, the template or the initial data on a create.
 */
export function checkReadOnly(context: RuleContext, payload: Json, baseline: Json): void {
  const doc = applyVariants(documents().screen('auftragserfassung'), documents().overlays, {
    ...context,
    data: toCaptureData(documents().screen('auftragserfassung'), payload),
  }).document;
  const incoming = { ...context, data: toCaptureData(doc, payload) };
  const refused = readOnlyViolations(
    doc,
    incoming,
    defaultsOf(doc, { ...context, data: toCaptureData(doc, baseline) }),
  );
  if (refused.length) throw new HttpProblem(400, toNotifications(refused));
}
