import { api, unwrap } from '../../api';
import { createXlsxBuilder, XLSX_TYPE, type ExportColumn, type XlsxBook } from '../../export';
import { exportFileName, exportQuery, ndjsonLines, progressReporter, type ExportRun } from './exportPlan';

/**
 * The xlsx file: counts the period, reads its orders as typed rows (exportzeilenmtl, NDJSON streamed like the CSV) and
 * hands each piece's rows to the xlsx worker while reading, reporting the orders received; the worker then writes the
 * file. The library and the worker load only now.
 */
export const runXlsxExport: ExportRun = async (request, onProgress) => {
  const query = exportQuery(request);
  const total = unwrap(await api.GET('/api/auftragexport/countexportcsvmtl', { params: { query } }));
  onProgress(0, total);
  if (total === 0) return { total };
  const body = unwrap(
    await api.GET('/api/auftragexport/exportzeilenmtl', { params: { query }, parseAs: 'stream' }),
  ) as ReadableStream<Uint8Array<ArrayBuffer>>;
  const reader = body.getReader();
  const lines = ndjsonLines();
  const report = progressReporter(total, onProgress);
  let book: XlsxBook | null = null;
  let done = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const parsed = lines(read.value).map((line) => JSON.parse(line) as unknown);
    if (!book && parsed.length) {
      const head = parsed.shift() as { spalten: ExportColumn[] };
      book = createXlsxBuilder(head.spalten, request.sheet ?? 'Aufträge');
    }
    if (book && parsed.length) book.add(parsed as unknown[][]);
    // Orders captured after the count may make the period grow while it is read.
    done += parsed.length;
    report(done);
  }
  // An answer that ended before its column line broke off like a broken CSV stream ('Server nicht erreichbar').
  if (!book) throw new TypeError('exportzeilenmtl ended before its column line');
  const blob = await book.finish();
  return {
    total: Math.max(total, done),
    file: new File([blob], exportFileName(request.datumVon, request.datumBis, 'xlsx'), { type: XLSX_TYPE }),
  };
};
