/** The position fields the totals read. */
export interface TotalsPosition {
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

function countByName(entries: [string | null | undefined, number | null | undefined][]): { name: string; anzahl: number }[] {
  const counts = new Map<string, number>();
  for (const [name, count] of entries) if (name && count) counts.set(name, (counts.get(name) ?? 0) + count);
  return [...counts].map(([name, anzahl]) => ({ name, anzahl }));
}

/** Sums the positions: counts per packaging and load carrier name, kg, LDM, cbm (3 decimals) and STP. */
export function orderTotals(positions: TotalsPosition[] = []): OrderTotals {
  const sum = (pick: (p: TotalsPosition) => number | null | undefined) => positions.reduce((s, p) => s + (pick(p) ?? 0), 0);
  return {
    verpackungen: countByName(positions.map((p) => [p.verpackung?.value, p.verpackungAnzahl])),
    lademittel: countByName(positions.map((p) => [p.lademittel?.value, p.lademittelAnzahl])),
    kg: round(sum((p) => p.bruttoGewicht), 3),
    ldm: round(sum((p) => p.lademeter), 1),
    cbm: round(sum((p) => p.volumenCBM), 3),
    stp: positions.reduce((max, p) => Math.max(max, p.stellplaetze ?? 0, p.anzahlStellplaetze ?? 0), 0),
  };
}
