import { applyVariants, fieldNodes, getAt, messageFor, tableNodes, validateScreen } from '../../engine/core';
import type { FieldMessage, RuleContext, ScreenDocument } from '../../engine/core';
import { documents } from '../documents';
import { HttpProblem, notification, type Notification } from '../errors';
import { toCaptureData } from './captureData';

type Json = Record<string, unknown>;
/** The dialog table of the capture document that edits one position's dangerous-goods lines. */
const LINES_TABLE = 'gefahrgutZeilen';

/** Every finding on a save payload: the capture document with its variant overlays, then its lines dialog once per position. */
export function orderMessages(context: RuleContext, payload: Json): FieldMessage[] {
  const base = { ...context, data: toCaptureData(documents().screen('auftragserfassung'), payload) };
  const doc: ScreenDocument = applyVariants(
    documents().screen('auftragserfassung'),
    documents().overlays,
    base,
  ).document;
  const data = toCaptureData(doc, payload);
  const messages = validateScreen(doc, { ...context, data });
  if (tableNodes(doc.layout).some((t) => t.field === LINES_TABLE)) {
    ((data.auftragspositionen ?? []) as Json[]).forEach((position, i) => {
      const lines = position.auftragsgefahrgueter as Json[] | undefined;
      if (!lines?.length) return;
      const found = validateScreen(doc, { ...context, data: { ...data, [LINES_TABLE]: lines, gefahrgutPosition: i } });
      messages.push(
        ...found
          .filter((m) => m.field.startsWith(`${LINES_TABLE}.`))
          .map((m) => ({ ...m, field: m.field.replace(LINES_TABLE, `auftragspositionen.${i}.auftragsgefahrgueter`) })),
      );
    });
  }
  return [...messages, ...lineBreakMessages(doc, data)];
}

/** Text areas (maxLineBreaks, else the profile's): the form never lets more line breaks in (orders.md §5), so the server refuses them. */
function lineBreakMessages(doc: ScreenDocument, data: Json): FieldMessage[] {
  return fieldNodes(doc.layout)
    .filter((n) => n.maxLineBreaks !== undefined || n.widget === 'textarea')
    .flatMap((n) => {
      const max = n.maxLineBreaks ?? documents().profile.textarea.maxLineBreaks;
      const value = getAt(data, n.field);
      const breaks = typeof value === 'string' ? value.split('\n').length - 1 : 0;
      return breaks > max
        ? [{ field: n.field, message: messageFor('maxLineBreaks', { limit: max }), rule: 'maxLineBreaks' }]
        : [];
    });
}

/** One German notification per field (the first finding wins), as the request validation answers. */
export function toNotifications(messages: FieldMessage[]): Notification[] {
  const seen = new Set<string>();
  return messages
    .filter((m) => !seen.has(m.field) && seen.add(m.field))
    .map((m) =>
      notification(`auftrag.${m.rule}`, m.message, { header: 'Ungültige Eingabe', fieldname: m.field || null }),
    );
}

/** Refuses a save payload the capture form would refuse: 400 with one notification per field. */
export function validateOrder(context: RuleContext, payload: Json): void {
  const messages = orderMessages(context, payload);
  if (messages.length) throw new HttpProblem(400, toNotifications(messages));
}
