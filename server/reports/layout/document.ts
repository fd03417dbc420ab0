import PDFDocument from 'pdfkit';
import { FONTS } from './fonts';

/** Page of a report: size, orientation and margin in points (from the report document). */
export interface PageSpec {
  size: 'A4' | 'A6';
  orientation?: 'portrait' | 'landscape';
  margin: number;
}

/**
 * A PDF being written and the buffer it becomes once {@link finishPdf} ran; `pageNotes` (by page index) join the footer's left
 * text, so a continuation page still names its order.
 */
export interface Pdf {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
  pageNotes: string[];
}

/** A pdfkit document with the embedded fonts ('normal', 'bold') and pages kept for the page numbers. */
export function createPdf(page: PageSpec, title: string): Pdf {
  const doc = new PDFDocument({
    size: page.size,
    layout: page.orientation ?? 'portrait',
    margin: page.margin,
    bufferPages: true,
    info: { Title: title, Author: 'Disponent Online', Creator: 'Disponent Online' },
    lang: 'de-DE',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('normal', FONTS.normal);
  doc.registerFont('bold', FONTS.bold);
  doc.font('normal').fontSize(9);
  return { doc, done, pageNotes: [] };
}

/** Room left on the page below the cursor. */
export function spaceLeft(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom - doc.y;
}

/** Starts a new page unless `height` points still fit below the cursor. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (spaceLeft(doc) < height) doc.addPage();
}

/** Width between the margins. */
export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/**
 * Ends the document: every page gets the footer (left text and 'Seite n von m', the pattern from the report document) in the
 * bottom margin, then the PDF is closed.
 */
export async function finishPdf(pdf: Pdf, footer: { left?: string; pages?: string }): Promise<Buffer> {
  const { doc } = pdf;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { left, right, bottom } = doc.page.margins;
    // Writing into the margin would make pdfkit open a page: the bottom margin is lifted for the footer only.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom / 2 - 4;
    const width = doc.page.width - left - right;
    doc.font('normal').fontSize(7).fillColor('#444');
    const leftText = [footer.left, pdf.pageNotes[i - start]].filter(Boolean).join(' · ');
    if (leftText) doc.text(leftText, left, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    if (footer.pages && count > 0) {
      const text = footer.pages.replace('{n}', String(i - start + 1)).replace('{m}', String(count));
      doc.text(text, left, y, { width, align: 'right', lineBreak: false });
    }
    doc.page.margins.bottom = bottom;
    doc.fillColor('black');
  }
  doc.end();
  return pdf.done;
}
