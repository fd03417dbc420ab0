import type { FormControls } from '../../../engine/react';
import { isEmptyRow } from '../../../engine/core';

type Json = Record<string, unknown>;
const positions = (form: FormControls) => (form.get('auftragspositionen') ?? []) as Json[];

/** The row action 'Gefahrgut' of position `index` (0-based) opened the dialog: it edits that position's lines (orders.md §5). */
export function prefillDangerousGoods(form: FormControls, index: number): void {
  form.set('gefahrgutPosition', index + 1);
  form.set('gefahrgutZeilen', [...(((positions(form)[index] ?? {}).auftragsgefahrgueter ?? []) as Json[])]);
}

/** The dialog was confirmed with valid lines: they become the position's dangerous goods, its mitGefahrguetern follows them. */
export function takeOverDangerousGoods(form: FormControls): void {
  const index = Math.max((Number(form.get('gefahrgutPosition')) || 1) - 1, 0);
  const lines = ((form.get('gefahrgutZeilen') ?? []) as Json[]).filter((l) => !isEmptyRow(l, 'laufendeNummer'));
  form.set(`auftragspositionen.${index}.auftragsgefahrgueter`, lines);
  form.set(`auftragspositionen.${index}.mitGefahrguetern`, lines.length > 0);
  form.set('gefahrgutZeilen', []);
}
