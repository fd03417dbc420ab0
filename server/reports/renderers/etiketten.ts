import { barcodePng, packageCode, sscc } from '../barcode';
import { partyLines, text, type Party, type ReportOrder, type ReportTenant } from '../data';
import { formatDate, formatNumber, toNumber } from '../layout';
import { dangerousGoods, packageCount, positionsOf } from '../positions';
import { PORTAL_NAME, startPdf, t, type ReportContext, type ReportRenderer } from './context';
import { dangerMark } from './dangerMark';

type Doc = PDFKit.PDFDocument;
type Json = Record<string, unknown>;
/** One package of an order: its number, the count, its position's weight share and dangerous goods. */
interface Label {
  order: ReportOrder;
  tenant: ReportTenant;
  n: number;
  m: number;
  weight?: number;
  danger?: string;
}

const TEXTS = [
  'absender',
  'empfaenger',
  'auftrag',
  'referenz',
  'zustellung',
  'packstueck',
  'gewicht',
  'gefahrgut',
  'seite',
] as const;
// A6 portrait in points; four of them fill an A4 page (orders.md §7 'Printing': labels for printers and on A4 sheets).
const A6 = { w: 297.64, h: 420.94 };

function labelsOf(order: ReportOrder, tenant: ReportTenant): Label[] {
  const positions = positionsOf(order.daten);
  const m = positions.reduce((s, p) => s + packageCount(p), 0);
  let n = 0;
  return positions.flatMap((p: Json) => {
    const count = packageCount(p);
    const gross = toNumber(p.bruttoGewicht);
    const danger = dangerousGoods(p).map(
      (g) =>
        `UN ${String((g.gefahrgutUnnr as Json | undefined)?.unnr ?? '')} · ${String((g.gefahrgutklasse as Json | undefined)?.klasse ?? '')}`,
    );
    return Array.from({ length: count }, () => ({
      order,
      tenant,
      n: ++n,
      m,
      weight: gross === undefined ? undefined : gross / count,
      danger: danger.join(', ') || undefined,
    }));
  });
}

async function drawLabel(ctx: ReportContext, doc: Doc, l: Label, x: number, y: number): Promise<void> {
  const pad = 14;
  const w = A6.w - 2 * pad;
  const left = x + pad;
  const d = l.order.daten;
  doc
    .lineWidth(0.5)
    .strokeColor('#999')
    .rect(x + 4, y + 4, A6.w - 8, A6.h - 8)
    .stroke();
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('black')
    .text(l.tenant.name || PORTAL_NAME, left, y + pad, { width: w * 0.55, height: 24, ellipsis: true });
  doc
    .font('bold')
    .fontSize(13)
    .text(l.order.nr, left + w * 0.55, y + pad - 2, { width: w * 0.45, align: 'right' });
  doc
    .font('normal')
    .fontSize(6.5)
    .fillColor('#555')
    .text(t(ctx, 'auftrag'), left + w * 0.55, doc.y, { width: w * 0.45, align: 'right' });
  let cy = y + pad + 28;
  doc
    .moveTo(left, cy)
    .lineTo(left + w, cy)
    .lineWidth(1)
    .strokeColor('black')
    .stroke();
  doc
    .font('normal')
    .fontSize(6.5)
    .fillColor('#555')
    .text(t(ctx, 'absender'), left, cy + 4, { width: w });
  doc
    .font('normal')
    .fontSize(7.5)
    .fillColor('black')
    .text(partyLines(d.absender as Party).join(', '), left, doc.y, { width: w, height: 20, ellipsis: true });
  cy += 34;
  doc.font('normal').fontSize(6.5).fillColor('#555').text(t(ctx, 'empfaenger'), left, cy, { width: w });
  const to = partyLines(d.empfaenger as Party);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor('black')
    .text(to.slice(0, -1).join('\n'), left, doc.y + 1, { width: w, height: 60, ellipsis: true });
  doc
    .font('bold')
    .fontSize(15)
    .text(to[to.length - 1] ?? '', left, doc.y + 2, { width: w, height: 38, ellipsis: true });
  cy = y + 196;
  doc
    .font('normal')
    .fontSize(7.5)
    .text(
      `${t(ctx, 'referenz')}: ${text(d.spedfremdnr) || '–'}    ${t(ctx, 'zustellung')}: ${formatDate(d.zustellDatumVon) || '–'}`,
      left,
      cy,
      { width: w, height: 12, ellipsis: true },
    );
  doc
    .moveTo(left, cy + 14)
    .lineTo(left + w, cy + 14)
    .lineWidth(1)
    .stroke();
  doc
    .font('bold')
    .fontSize(17)
    .text(t(ctx, 'packstueck', { n: l.n, m: l.m }), left, cy + 20, { width: w * 0.7 });
  doc
    .font('normal')
    .fontSize(9)
    .text(
      `${t(ctx, 'gewicht')}: ${l.weight === undefined ? '–' : `${formatNumber(l.weight, 2)} kg`}`,
      left,
      doc.y + 1,
      { width: w * 0.7 },
    );
  if (l.danger) dangerMark(doc, left + w - 44, cy + 18, 44, t(ctx, 'gefahrgut'), l.danger);
  const code = l.tenant.gs1Prefix
    ? { sscc: sscc(l.tenant.gs1Prefix, l.order.row.id, l.n) }
    : { code128: packageCode(l.order.nr, l.n) };
  const png = await barcodePng(code);
  const by = y + A6.h - pad - 92;
  doc.image(png, left, by, { fit: [w, 72], align: 'center', valign: 'center' });
  const human = 'sscc' in code ? `(00) ${code.sscc}` : code.code128;
  doc
    .font('bold')
    .fontSize(10)
    .text(human, left, by + 76, { width: w, align: 'center' });
}

/**
 * Versandetiketten: one label per package (count from the positions) with sender, recipient, order number, 'Packstück n von m',
 * weight, dangerous-goods mark and barcode; parameter format A6 (label printers) or A4 (four labels per sheet).
 */
export const etiketten: ReportRenderer = {
  texts: TEXTS,
  async render(ctx) {
    const a4 = ctx.params.format === 'A4';
    const pdf = startPdf(ctx, { size: a4 ? 'A4' : 'A6', orientation: 'portrait', margin: 0 });
    const labels: Label[] = [];
    for (const o of ctx.orders) labels.push(...labelsOf(o, await ctx.tenant(o.row.mandant_id)));
    const perPage = a4 ? 4 : 1;
    for (const [i, label] of labels.entries()) {
      if (i > 0 && i % perPage === 0) pdf.doc.addPage();
      const slot = i % perPage;
      await drawLabel(ctx, pdf.doc, label, (slot % 2) * A6.w, Math.floor(slot / 2) * A6.h);
    }
    pdf.doc.end();
    return pdf.done;
  },
};
