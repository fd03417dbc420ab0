const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Default period (orders.md §5 Export): from the 2nd of the previous month to the 1st of the current month. */
export function defaultRange(today = new Date()): { datumVon: string; datumBis: string } {
  return { datumVon: iso(new Date(today.getFullYear(), today.getMonth() - 1, 2)), datumBis: iso(new Date(today.getFullYear(), today.getMonth(), 1)) };
}

/** File name Auftraege_{from}_{to}.csv with the dates as the user entered them, in ISO order (sorts well in folders). */
export function exportFileName(datumVon: string, datumBis: string): string {
  return `Auftraege_${datumVon}_${datumBis}.csv`;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the finished CSV records in a UTF-8 byte stream read piece by piece (the progress of the streamed export): a line
 * feed ends a record only outside quotes, since a value may hold line breaks. Escaped quotes ("") toggle twice, and no byte
 * of a multi-byte UTF-8 character equals a quote or a line feed, so counting bytes is exact. Returns the running total.
 */
export function recordCounter(): (bytes: Uint8Array) => number {
  let quoted = false;
  let records = 0;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === QUOTE) quoted = !quoted;
      else if (b === LINE_FEED && !quoted) records++;
    }
    return records;
  };
}

/**
 * Forwards the progress of a read at most about a hundred times (every hundredth of the total, and whenever the total is
 * reached or passed): each report re-renders the page, and a streamed 30 MB answer arrives in hundreds of pieces.
 */
export function progressReporter(total: number, onProgress: (done: number, total: number) => void): (done: number) => void {
  const step = Math.max(1, Math.ceil(total / 100));
  let next = step;
  return (done) => {
    if (done < next && done < total) return;
    next = (Math.floor(done / step) + 1) * step;
    onProgress(done, Math.max(total, done));
  };
}
