const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Default period (orders.md §5 Export): from the 2nd of the previous month to the 1st of the current month. */
export function defaultRange(today = new Date()): { datumVon: string; datumBis: string } {
  return {
    datumVon: iso(new Date(today.getFullYear(), today.getMonth() - 1, 2)),
    datumBis: iso(new Date(today.getFullYear(), today.getMonth(), 1)),
  };
}

/** File name Auftraege_{from}_{to}.csv (orders.md §9; .xlsx for Excel) with the dates in ISO order (sorts well in folders). */
export function exportFileName(datumVon: string, datumBis: string, extension: 'csv' | 'xlsx' = 'csv'): string {
  return `Auftraege_${datumVon}_${datumBis}.${extension}`;
}

/** The file formats of the monthly export. */
export type ExportFormat = 'csv' | 'xlsx';

/** Period, tenant and format of one export run; `sheet` names the xlsx sheet (a text of the screen document). */
export interface ExportRequest {
  datumVon: string;
  datumBis: string;
  mandantId?: number;
  format?: ExportFormat;
  sheet?: string;
}

/** An export run: reports the orders done so far of the total, returns the file when the period has orders. */
export type ExportRun = (
  request: ExportRequest,
  onProgress: (done: number, total: number) => void,
) => Promise<{ total: number; file?: File }>;

/** The period's query of the export calls. */
export const exportQuery = (request: ExportRequest) => ({
  datumVon: request.datumVon,
  datumBis: request.datumBis,
  mandantId: request.mandantId,
});

/**
 * Splits a UTF-8 byte stream read piece by piece into its complete lines (NDJSON): a piece may end inside a line or inside
 * a multi-byte character, which the streaming decoder and the kept rest carry into the next piece.
 */
export function ndjsonLines(): (bytes: Uint8Array) => string[] {
  const decoder = new TextDecoder();
  let rest = '';
  return (bytes) => {
    const lines = (rest + decoder.decode(bytes, { stream: true })).split('\n');
    rest = lines.pop() ?? '';
    return lines.filter((line) => line.trim() !== '');
  };
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
export function progressReporter(
  total: number,
  onProgress: (done: number, total: number) => void,
): (done: number) => void {
  const step = Math.max(1, Math.ceil(total / 100));
  let next = step;
  return (done) => {
    if (done < next && done < total) return;
    next = (Math.floor(done / step) + 1) * step;
    onProgress(done, Math.max(total, done));
  };
}
