import { compute, evaluate } from '../logic';
import type { CheckRule, RuleContext, ScreenDocument } from '../screen/types';
import { tableNodes } from '../screen/walk';
import { filledRows } from '../table/rows';
import { defaultMessages } from './messages';
import type { FieldMessage } from './validateScreen';

/**
 * Messages of the document's cross-field checks. A check with `forEach` runs once per non-empty row and
 * reports at '<array>.<index>.<field>'. `message` is a text, a key of the document's `messages` or a keyword message
 * of the engine ('enum', 'format:date', 'format:integer', 'format:number'), so a check words a finding as the server does.
 */
export function checkMessages(
  doc: ScreenDocument,
  context: RuleContext,
  severity: NonNullable<CheckRule['severity']> = 'error',
): FieldMessage[] {
  const text = (message: string) => doc.messages?.[message] ?? defaultMessages[message] ?? message;
  // `{name}` placeholders from the check's params, evaluated per finding (a minimum that comes from configuration).
  const worded = (check: CheckRule, ctx: object) =>
    Object.entries(check.params ?? {}).reduce(
      (t, [name, value]) => t.replaceAll(`{${name}}`, String(compute(value, ctx) ?? '')),
      text(check.message),
    );
  return (doc.checks ?? [])
    .filter((check) => (check.severity ?? 'error') === severity)
    .flatMap((check) => {
      const fields = check.fields?.length ? check.fields : [''];
      if (!check.forEach) {
        if (!evaluate(check.when, context)) return [];
        return fields.map((field) => ({ field, message: worded(check, context), rule: check.id }));
      }
      const sequence = tableNodes(doc.layout).find((t) => t.field === check.forEach)?.sequence;
      return filledRows(context.data[check.forEach], sequence)
        .filter(({ row, index }) => evaluate(check.when, { ...context, row, index }))
        .flatMap(({ row, index }) =>
          fields.map((field) => ({
            field: [check.forEach, index, field].filter((p) => p !== '').join('.'),
            message: worded(check, { ...context, row, index }),
            rule: check.id,
          })),
        );
    });
}

/** The hints (checks of severity `hint`) that hold: shown as notices, never refusing a save. */
export function hintMessages(doc: ScreenDocument, context: RuleContext): FieldMessage[] {
  return checkMessages(doc, context, 'hint');
}
