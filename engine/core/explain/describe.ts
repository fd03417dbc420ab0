import { fillText } from '../texts/engineTexts';
import { explainTexts as t } from '../texts';
import type { FieldExplanation } from './explainField';
import { logicText } from './logicText';

/** A limit keyword with its value as German text ('Höchstlänge 35 Zeichen'). */
export function limitText(keyword: string, value: unknown): string {
  return fillText(t.limits[keyword] ?? `${keyword} {value}`, {
    value: Array.isArray(value) ? value.join(', ') : String(value),
  });
}

/** The effective state as one German line: visible, required, read-only and the limits ('sichtbar, Pflicht, änderbar, Höchstlänge 35 Zeichen'). */
export function stateText(state: NonNullable<FieldExplanation['state']>): string {
  return [
    state.visible ? t.visible : t.hidden,
    state.required ? t.required : t.optional,
    state.readOnly ? t.readOnly : t.editable,
    ...Object.entries(state.limits).map(([k, v]) => limitText(k, v)),
  ].join(', ');
}

/** An explanation as German lines (the command line's output; the portal shows the same texts): state, reasons, overlays. */
export function describeExplanation(e: FieldExplanation): string[] {
  if (!e.state) return [fillText(t.notPlaced, { field: e.field, screen: e.screen })];
  const lines = [
    fillText(t.stateTitle, {
      field: e.field,
      visible: e.state.visible ? t.visible : t.hidden,
      required: e.state.required ? t.required : t.optional,
      readOnly: e.state.readOnly ? t.readOnly : t.editable,
    }),
  ];
  for (const r of e.reasons) lines.push(`  ${r.text}  [${r.file}#${r.pointer}]`);
  for (const o of e.overlays) {
    lines.push(
      o.error
        ? `  ${fillText(t.overlayBroken, { file: o.file, reason: o.error })}`
        : `  ${fillText(t.overlay, {
            file: `${o.file}#${o.pointer}`,
            state: o.applies ? t.overlayApplies : t.overlayIdle,
            rule: logicText(o.when as never),
            aspects: o.aspects.map((a) => t.aspects[a] ?? a).join(', '),
          })}`,
    );
  }
  return lines;
}
