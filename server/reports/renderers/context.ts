import type { Db } from '../../db';
import type { ReportOrder, ReportTenant } from '../data';
import type { ReportDefinition } from '../definitions';
import { reportText } from '../definitions';
import { createPdf, finishPdf, header, type Pdf } from '../layout';

/** Everything a renderer draws from: its document, the checked orders, their tenants and the report parameters. */
export interface ReportContext {
  db: Db;
  def: ReportDefinition;
  orders: ReportOrder[];
  /** The tenant of an order (name, logo, GS1 prefix). */
  tenant: (mandantId: number) => Promise<ReportTenant>;
  /** Parameters of the request, each one of the document's allowed values. */
  params: Record<string, string>;
}

/** A report kind: draws the PDF of a context. */
export interface ReportRenderer {
  /** Text keys the report document must hold (checked by a unit test against schemas/reports). */
  texts: readonly string[];
  render(ctx: ReportContext): Promise<Buffer>;
}

/** The text of `key` from the context's document. */
export const t = (ctx: ReportContext, key: string, vars: Record<string, string | number> = {}) =>
  reportText(ctx.def, key, vars);

/** Name the head shows when a tenant has no logo of its own. */
export const PORTAL_NAME = 'Disponent Online';

/** A new PDF on the document's page. */
export function startPdf(ctx: ReportContext, page = ctx.def.page): Pdf {
  return createPdf(page, ctx.def.label);
}

/** The report head of an order: tenant logo (or the portal's name), title and the lines beside it. */
export async function orderHead(
  ctx: ReportContext,
  doc: PDFKit.PDFDocument,
  order: ReportOrder,
  lines: string[],
  title = t(ctx, 'title'),
): Promise<void> {
  const tenant = await ctx.tenant(order.row.mandant_id);
  header(doc, { logoSvg: ctx.def.logo ? tenant.logoSvg : undefined, portalName: PORTAL_NAME, title, lines });
}

/**
 * Draws one order's pages with `draw` and notes its number in the footer of each of them: a page that comes off the printer
 * alone still says which order it belongs to.
 */
export async function orderPages(
  ctx: ReportContext,
  pdf: Pdf,
  order: ReportOrder,
  draw: () => Promise<void>,
): Promise<void> {
  const first = pdf.doc.bufferedPageRange().count - 1;
  await draw();
  const last = pdf.doc.bufferedPageRange().count - 1;
  for (let i = first; i <= last; i++) pdf.pageNotes[i] = `${t(ctx, 'auftragsnummer')} ${order.nr}`;
}

/** Closes the PDF with the footer: the tenant of the first order left, 'Seite n von m' right. */
export async function endPdf(ctx: ReportContext, pdf: Pdf): Promise<Buffer> {
  const first = ctx.orders[0];
  const tenant = first ? await ctx.tenant(first.row.mandant_id) : undefined;
  return finishPdf(pdf, { left: [PORTAL_NAME, tenant?.name].filter(Boolean).join(' · '), pages: t(ctx, 'seite') });
}
