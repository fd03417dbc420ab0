import { evaluate } from '../../engine/core';
import { berichteDocument, type ReportsDocument } from '../documents';

/** What a print rule reads of a report type. */
export interface PrintReport {
  id?: number;
  label?: string;
  reportFileName: string;
}
/** What a print rule reads of an order (status by id, never by its display name). */
export interface PrintOrder {
  id?: number | null;
  spedeigennr?: unknown;
  status?: { id?: number } | null;
}

/** The report types the menu offers: all but the document's excluded files. */
export function offeredReports<R extends PrintReport>(reports: R[], doc: ReportsDocument = berichteDocument): R[] {
  const excluded = new Set(doc.excluded ?? []);
  return reports.filter((r) => !excluded.has(r.reportFileName));
}

/** The message of the first block that refuses printing `report` for one of `orders`, else null. */
export function printBlock(
  report: PrintReport,
  orders: PrintOrder[],
  doc: ReportsDocument = berichteDocument,
): string | null {
  for (const order of orders) {
    const block = doc.blocks.find((b) => evaluate(b.when, { report, order }));
    if (block) return block.message.replace('{nr}', String(order.spedeigennr ?? order.id ?? ''));
  }
  return null;
}

/**
 * The report tab's address: the report path below the portal's base path (orders.md §7 'the report server path'), which the
 * portal's server answers itself or hands on to REPORT_URL (docs/printing.md).
 */
export function reportUrl(reportFileName: string, encryptedIds: string): string {
  return `${import.meta.env.BASE_URL}berichte?reportNames=${encodeURIComponent(reportFileName)}&ids=${encodeURIComponent(encryptedIds)}`;
}
