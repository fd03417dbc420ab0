import type { ReportsDocument } from '../../schemas';
import { documents } from '../documents';
import type { PageSpec } from './layout';

/** A report document of schemas/reports (meta schema schemas/meta/report.schema.json). */
export interface ReportDefinition {
  id: string;
  label: string;
  reportFileName: string;
  renderer: string;
  fileName: string;
  page: PageSpec;
  logo?: boolean;
  menu?: { id: number; position: number };
  parameters?: Record<string, string[]>;
  texts: Record<string, string>;
  columns?: { field: string; header: string; width: number; align?: 'left' | 'right' | 'center'; format?: string }[];
}

/** A report type as GET /api/jasper-print/report-types answers it (orders.md §3 'Report entry'). */
export interface ReportType {
  id: number;
  label: string;
  reportFileName: string;
}

const isReport = (doc: unknown) => String((doc as { $schema?: unknown }).$schema ?? '').endsWith('/report.schema.json');

/** Every report document the server loaded. */
export function reportDefinitions(): ReportDefinition[] {
  return [...documents().byName.values()].map((d) => d.document).filter(isReport) as ReportDefinition[];
}

/** The print menu document (excluded report files, print refusals). */
export function printMenuDocument(): ReportsDocument {
  return documents().byName.get('berichte')?.document as ReportsDocument;
}

/** The report types the print menus offer: documents with a menu entry, in menu order, without the excluded files (orders.md §5). */
export function reportTypes(): ReportType[] {
  const excluded = new Set(printMenuDocument().excluded ?? []);
  return reportDefinitions()
    .filter((d) => d.menu && !excluded.has(d.reportFileName))
    .sort((a, b) => a.menu!.position - b.menu!.position)
    .map((d) => ({ id: d.menu!.id, label: d.label, reportFileName: d.reportFileName }));
}

/** The report a request names by its file name; excluded files are never printed. */
export function findReport(reportFileName: string): ReportDefinition | undefined {
  if ((printMenuDocument().excluded ?? []).includes(reportFileName)) return undefined;
  return reportDefinitions().find((d) => d.reportFileName === reportFileName);
}

/** A text of the report document with its {placeholders} filled; the key itself when the document lacks it. */
export function reportText(def: ReportDefinition, key: string, vars: Record<string, string | number> = {}): string {
  return (def.texts[key] ?? key).replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** The PDF's file name: the document's pattern with the order number (several orders: first and last), e.g. Auftragsbestaetigung-4711001.pdf. */
export function reportFileName(def: ReportDefinition, numbers: string[]): string {
  const nr = numbers.length > 1 ? `${numbers[0]}-${numbers[numbers.length - 1]}` : (numbers[0] ?? '');
  return `${def.fileName.replace('{nr}', nr.replace(/[^A-Za-z0-9_-]/g, ''))}.pdf`;
}
