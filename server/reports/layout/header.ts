import SVGtoPDF from 'svg-to-pdfkit';
import { contentWidth } from './document';

/** What the head of a report shows: the tenant's logo (SVG text) or else the portal's name, the title and lines beside it. */
export interface ReportHead {
  logoSvg?: string;
  portalName: string;
  title: string;
  lines?: string[];
}

/** Draws logo (or portal name) left and title with its lines right; the cursor ends below the taller of both. */
export function header(doc: PDFKit.PDFDocument, head: ReportHead, logoHeight = 34): void {
  const x = doc.page.margins.left;
  const y = doc.page.margins.top;
  const width = contentWidth(doc);
  let leftBottom = y;
  if (head.logoSvg) {
    // The logo's own text is drawn with the embedded font, so umlauts in a tenant's logo print too.
    SVGtoPDF(doc, head.logoSvg, x, y, {
      height: logoHeight,
      width: logoHeight * 4,
      preserveAspectRatio: 'xMinYMin meet',
      fontCallback: (_f, bold) => (bold ? 'bold' : 'normal'),
    });
    leftBottom = y + logoHeight;
  } else {
    doc
      .font('bold')
      .fontSize(14)
      .fillColor('#1f3b5c')
      .text(head.portalName, x, y, { width: width / 2 });
    leftBottom = doc.y;
  }
  doc
    .font('bold')
    .fontSize(15)
    .fillColor('black')
    .text(head.title, x + width / 2, y, { width: width / 2, align: 'right' });
  for (const line of head.lines ?? [])
    doc
      .font('normal')
      .fontSize(8.5)
      .text(line, x + width / 2, doc.y, { width: width / 2, align: 'right' });
  doc.x = x;
  doc.y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(x, doc.y)
    .lineTo(x + width, doc.y)
    .lineWidth(1)
    .strokeColor('#1f3b5c')
    .stroke();
  doc.y += 6;
  doc.fillColor('black');
}
