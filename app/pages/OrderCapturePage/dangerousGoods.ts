import type { FormControls } from '../../../engine/react';
import { isEmptyRow } from '../../../engine/core';

type Json = Record<string, unknown>;
const positions = (form: FormControls) => ((form.get('auftragspositionen') ?? []) as Json[]);

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

type Klasse = Json & { id: number; gefahrgutUnnr?: { id: number; unnr: string } | null };
const classData = ({ gefahrgutUnnr: _u, ...k }: Klasse) => k;

/**
 * Completes Gefahrgut lines (orders.md §4): a 4-digit UN number fills the class data, a class id typed without UN number
 * fills the UN number. Each line asks once per value (`asked` remembers it per row).
 */
export function createDangerousGoodsLookup(search: (unnr: string) => Promise<Klasse[]>, byId: (id: number) => Promise<Klasse | null>) {
  const asked = new Map<number, string>();
  const fill = (form: FormControls, i: number, hit: Klasse) => {
    asked.set(i, hit.gefahrgutUnnr!.unnr);
    form.set(`gefahrgutZeilen.${i}.gefahrgutklasse`, classData(hit));
    form.set(`gefahrgutZeilen.${i}.gefahrgutUnnr`, hit.gefahrgutUnnr);
  };
  return (data: Json, form: FormControls) => {
    ((data.gefahrgutZeilen ?? []) as Json[]).forEach((line, i) => {
      const un = (line.gefahrgutUnnr ?? {}) as Json;
      const unnr = String(un.unnr ?? '');
      const klasseId = Number((line.gefahrgutklasse as Json | undefined)?.id) || 0;
      if (/^\d{4}$/.test(unnr)) {
        if (asked.get(i) === unnr) return;
        asked.set(i, unnr);
        void search(unnr).then((found) => {
          const hit = found.find((k) => k.gefahrgutUnnr?.unnr === unnr);
          if (hit) fill(form, i, hit);
        });
      } else if (!unnr && klasseId && asked.get(i) !== `#${klasseId}`) {
        asked.set(i, `#${klasseId}`);
        void byId(klasseId).then((hit) => { if (hit?.gefahrgutUnnr) fill(form, i, hit); });
      } else if (unnr && un.id !== undefined) {
        // An incomplete UN number no longer names the class it was looked up for.
        asked.delete(i);
        form.set(`gefahrgutZeilen.${i}.gefahrgutUnnr`, { unnr });
      }
    });
  };
}
