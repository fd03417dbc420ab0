import { api, unwrap } from '../../api';
import { chunkPlan, exportFileName } from './exportPlan';

/** Period and tenant of one export run. */
export interface ExportRequest { datumVon: string; datumBis: string; mandantId?: number }

/** Counts the period's orders, fetches the chunks one after another reporting progress, and returns the assembled file. */
export async function runExport(request: ExportRequest, onProgress: (done: number, total: number) => void): Promise<{ total: number; file?: File }> {
  const query = { datumVon: request.datumVon, datumBis: request.datumBis, mandantId: request.mandantId };
  const total = unwrap(await api.GET('/api/auftragexport/countexportcsvmtl', { params: { query } }));
  onProgress(0, total);
  if (total === 0) return { total };
  const parts: string[] = [];
  for (const chunk of chunkPlan(total)) {
    const result = await api.GET('/api/auftragexport/exportcsvmtl', { params: { query: { ...query, ...chunk } }, parseAs: 'text' });
    parts.push(unwrap(result) as string);
    onProgress(chunk.max, total);
  }
  // A BOM so spreadsheet programs read the umlauts as UTF-8.
  return { total, file: new File(['\uFEFF', ...parts], exportFileName(request.datumVon, request.datumBis), { type: 'text/csv' }) };
}

/** Hands a file to the browser as a download. */
export function download(file: File): void {
  const url = URL.createObjectURL(file);
  const a = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
