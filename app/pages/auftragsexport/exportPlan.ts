/** One request of the chunked export: orders at positions min (inclusive) to max (exclusive). */
export interface Chunk { min: number; max: number }

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Default period (orders.md §5 Export): from the 2nd of the previous month to the 1st of the current month. */
export function defaultRange(today = new Date()): { datumVon: string; datumBis: string } {
  return { datumVon: iso(new Date(today.getFullYear(), today.getMonth() - 1, 2)), datumBis: iso(new Date(today.getFullYear(), today.getMonth(), 1)) };
}

/** Chunks of 10 orders, of 100 when the total exceeds 1000 (orders.md §9). */
export function chunkPlan(total: number): Chunk[] {
  const size = total > 1000 ? 100 : 10;
  const chunks: Chunk[] = [];
  for (let min = 0; min < total; min += size) chunks.push({ min, max: Math.min(min + size, total) });
  return chunks;
}

/** File name Auftraege_{from}_{to}.csv with the dates as the user entered them, in ISO order (sorts well in folders). */
export function exportFileName(datumVon: string, datumBis: string): string {
  return `Auftraege_${datumVon}_${datumBis}.csv`;
}
