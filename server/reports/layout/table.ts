import { contentWidth, ensureSpace, spaceLeft } from './document';

type Doc = PDFKit.PDFDocument;

/** A column: header, relative width and alignment (from the report document). */
export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}
/** A row: its cells, or a full-width note below the previous row (e.g. the dangerous goods of a position). */
export type TableRow = { cells: string[]; bold?: boolean } | { note: string };

const SIZE = 7.5;
const PAD = 2.5;

function widths(doc: Doc, columns: TableColumn[]): number[] {
  const total = columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => (c.width / total) * contentWidth(doc));
}

function drawHeader(doc: Doc, columns: TableColumn[], w: number[]): void {
  const x0 = doc.page.margins.left;
  const height =
    Math.max(
      ...columns.map((c, i) =>
        doc
          .font('bold')
          .fontSize(SIZE)
          .heightOfString(c.header, { width: w[i] - 2 * PAD }),
      ),
    ) +
    2 * PAD;
  ensureSpace(doc, height + 14);
  const y = doc.y;
  doc.rect(x0, y, contentWidth(doc), height).fillColor('#e6e6e6').fill();
  let x = x0;
  columns.forEach((c, i) => {
    doc
      .font('bold')
      .fontSize(SIZE)
      .fillColor('black')
      .text(c.header, x + PAD, y + PAD, { width: w[i] - 2 * PAD, align: c.align ?? 'left' });
    x += w[i];
  });
  doc.x = x0;
  doc.y = y + height;
}

/**
 * A table whose cells wrap; a row that does not fit goes to the next page, which repeats the header. Nothing is cut: a cell
 * taller than a page is not expected (texts are bounded by the capture limits) and would simply continue on the next page.
 */
export function table(doc: Doc, columns: TableColumn[], rows: TableRow[]): void {
  const w = widths(doc, columns);
  const x0 = doc.page.margins.left;
  drawHeader(doc, columns, w);
  for (const row of rows) {
    const height =
      'note' in row
        ? doc
            .font('normal')
            .fontSize(SIZE - 0.5)
            .heightOfString(row.note, { width: contentWidth(doc) - 6 * PAD }) +
          2 * PAD
        : Math.max(
            ...row.cells.map((cell, i) =>
              doc
                .font(row.bold ? 'bold' : 'normal')
                .fontSize(SIZE)
                .heightOfString(cell || ' ', { width: w[i] - 2 * PAD }),
            ),
          ) +
          2 * PAD;
    if (spaceLeft(doc) < height) {
      doc.addPage();
      drawHeader(doc, columns, w);
    }
    const y = doc.y;
    if ('note' in row) {
      doc
        .font('normal')
        .fontSize(SIZE - 0.5)
        .fillColor('#222')
        .text(row.note, x0 + 4 * PAD, y + PAD, { width: contentWidth(doc) - 6 * PAD });
    } else {
      let x = x0;
      row.cells.forEach((cell, i) => {
        doc
          .font(row.bold ? 'bold' : 'normal')
          .fontSize(SIZE)
          .fillColor('black')
          .text(cell, x + PAD, y + PAD, { width: w[i] - 2 * PAD, align: columns[i]?.align ?? 'left' });
        x += w[i];
      });
      doc
        .moveTo(x0, y)
        .lineTo(x0 + contentWidth(doc), y)
        .lineWidth(0.3)
        .strokeColor('#bbb')
        .stroke();
    }
    doc.x = x0;
    doc.y = y + height;
  }
  doc
    .moveTo(x0, doc.y)
    .lineTo(x0 + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor('#888')
    .stroke();
  doc.y += 2;
}
