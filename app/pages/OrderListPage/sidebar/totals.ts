import { compute } from '../../../../engine/core';
import { auftragScreen } from '../../../../schemas';

/** The position fields the totals read. */
export interface TotalsPosition {
  laengeCM?: number | null; breiteCM?: number | null; hoeheCM?: number | null; verpackungseinheit?: number | null;
  verpackungAnzahl?: number | null; verpackung?: { id?: number | null; value?: string | null } | null;
  lademittelAnzahl?: number | null; lademittel?: { id?: number | null; value?: string | null } | null;
  bruttoGewicht?: number | null; lademeter?: number | null; volumenCBM?: number | null;
  stellplaetze?: number | null; anzahlStellplaetze?: number | null;
}

/** Totals of an order's positions (orders.md §2 sidebar, §9 overview totals). */
export interface OrderTotals {
  verpackungen: { name: string; anzahl: number }[];
  lademittel: { name: string; anzahl: number }[];
  kg: number;
  ldm: number;
  cbm: number;
  /** The largest parking-place figure of the positions. */
  stp: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

// The capture document's volume rule (orders.md §9: l × b × h × count by Verpackungseinheit), for positions stored without it.
const cbmRule = auftragScreen.computed?.find((rule) => rule.id === 'cbm');
const positionCbm = (p: TotalsPosition): number | null | undefined =>
  p.volumenCBM ?? (cbmRule ? (compute(cbmRule.value, { row: p }) as number | null) : null);

function countByName(entries: [string | null | undefined, number | null | undefined][]): { name: string; anzahl: number }[] {
  const counts = new Map<string, number>();
  for (const [name, count] of entries) if (name && count) counts.set(name, (counts.get(name) ?? 0) + count);
  return [...counts].map(([name, anzahl]) => ({ name, anzahl }));
}

/** Sums the positions: counts per packaging and load carrier name, kg, LDM, cbm (3 decimals; from the dimensions when not stored) and STP. */
export function orderTotals(positions: TotalsPosition[] = []): OrderTotals {
  const sum = (pick: (p: TotalsPosition) => number | null | undefined) => positions.reduce((s, p) => s + (pick(p) ?? 0), 0);
  return {
    verpackungen: countByName(positions.map((p) => [p.verpackung?.value, p.verpackungAnzahl])),
    lademittel: countByName(positions.map((p) => [p.lademittel?.value, p.lademittelAnzahl])),
    kg: round(sum((p) => p.bruttoGewicht), 3),
    ldm: round(sum((p) => p.lademeter), 1),
    cbm: round(sum(positionCbm), 3),
    stp: positions.reduce((max, p) => Math.max(max, p.stellplaetze ?? 0, p.anzahlStellplaetze ?? 0), 0),
  };
}
