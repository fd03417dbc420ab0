import { contentWidth, ensureSpace } from './document';

type Doc = PDFKit.PDFDocument;
/** A label and its value, e.g. ['Abholung', '05.10.2026 08:00–12:00']. */
export type Pair = [label: string, value: string];

const LABEL = 6.5;
const VALUE = 8.5;

/** Height of a small label above a wrapped value in `width`. */
function pairHeight(doc: Doc, [label, value]: Pair, width: number): number {
  const l = doc
    .font('normal')
    .fontSize(LABEL)
    .heightOfString(label || ' ', { width });
  const v = doc
    .font('normal')
    .fontSize(VALUE)
    .heightOfString(value || ' ', { width });
  return l + v + 3;
}

function drawPair(doc: Doc, [label, value]: Pair, x: number, y: number, width: number): void {
  doc.font('normal').fontSize(LABEL).fillColor('#555').text(label, x, y, { width });
  doc
    .font('normal')
    .fontSize(VALUE)
    .fillColor('black')
    .text(value || '–', x, doc.y, { width });
}

/** Label/value pairs in `columns` columns, row by row; long values wrap, a row that does not fit starts a new page. */
export function pairs(doc: Doc, items: Pair[], columns = 3): void {
  const x0 = doc.page.margins.left;
  const gap = 8;
  const width = (contentWidth(doc) - gap * (columns - 1)) / columns;
  for (let i = 0; i < items.length; i += columns) {
    const row = items.slice(i, i + columns);
    const height = Math.max(...row.map((p) => pairHeight(doc, p, width)));
    ensureSpace(doc, height);
    const y = doc.y;
    row.forEach((p, j) => drawPair(doc, p, x0 + j * (width + gap), y, width));
    doc.x = x0;
    doc.y = y + height;
  }
}

/** A bold section heading with a rule below it; keeps at least `keep` points of the section on its page. */
export function section(doc: Doc, title: string, keep = 40): void {
  doc.moveDown(0.4);
  ensureSpace(doc, keep + 16);
  const x = doc.page.margins.left;
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor('black')
    .text(title, x, doc.y, { width: contentWidth(doc) });
  doc
    .moveTo(x, doc.y + 1)
    .lineTo(x + contentWidth(doc), doc.y + 1)
    .lineWidth(0.5)
    .strokeColor('#888')
    .stroke();
  doc.y += 4;
  doc.x = x;
}

/** A framed box with a small caption and wrapped lines; returns its height (drawn at x, y). */
export function box(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  caption: string,
  lines: string[],
  minHeight = 0,
): number {
  const inner = width - 8;
  const text = lines.filter(Boolean).join('\n') || ' ';
  const captionHeight = doc.font('normal').fontSize(LABEL).heightOfString(caption, { width: inner });
  const textHeight = doc.font('normal').fontSize(VALUE).heightOfString(text, { width: inner });
  const height = Math.max(minHeight, captionHeight + textHeight + 8);
  doc.lineWidth(0.6).strokeColor('#333').rect(x, y, width, height).stroke();
  doc
    .font('normal')
    .fontSize(LABEL)
    .fillColor('#555')
    .text(caption, x + 4, y + 3, { width: inner });
  doc
    .font('normal')
    .fontSize(VALUE)
    .fillColor('black')
    .text(text, x + 4, doc.y + 1, { width: inner });
  return height;
}

/** Height {@link box} would take. */
export function boxHeight(doc: Doc, width: number, caption: string, lines: string[], minHeight = 0): number {
  const inner = width - 8;
  const captionHeight = doc.font('normal').fontSize(LABEL).heightOfString(caption, { width: inner });
  const textHeight = doc
    .font('normal')
    .fontSize(VALUE)
    .heightOfString(lines.filter(Boolean).join('\n') || ' ', { width: inner });
  return Math.max(minHeight, captionHeight + textHeight + 8);
}

/** Boxes side by side in one row of equal height (parties, signatures); starts a new page when the row does not fit. */
export function boxRow(doc: Doc, boxes: { caption: string; lines: string[] }[], minHeight = 0): void {
  const x0 = doc.page.margins.left;
  const gap = 6;
  const width = (contentWidth(doc) - gap * (boxes.length - 1)) / boxes.length;
  const height = Math.max(...boxes.map((b) => boxHeight(doc, width, b.caption, b.lines, minHeight)));
  ensureSpace(doc, height + 4);
  const y = doc.y;
  boxes.forEach((b, i) => box(doc, x0 + i * (width + gap), y, width, b.caption, b.lines, height));
  doc.x = x0;
  doc.y = y + height + 4;
}

/** A paragraph of wrapped text across the content width. */
export function paragraph(doc: Doc, text: string, size = VALUE): void {
  const x = doc.page.margins.left;
  const height = doc
    .font('normal')
    .fontSize(size)
    .heightOfString(text || ' ', { width: contentWidth(doc) });
  ensureSpace(doc, Math.min(height, 40));
  doc
    .font('normal')
    .fontSize(size)
    .fillColor('black')
    .text(text, x, doc.y, { width: contentWidth(doc) });
  doc.x = x;
}
