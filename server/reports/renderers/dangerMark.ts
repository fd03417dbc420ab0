/** The dangerous-goods mark of a label: a diamond (ADR label shape) with the caption, the UN numbers and classes beside it. */
export function dangerMark(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  caption: string,
  detail: string,
): void {
  const c = { x: x + size / 2, y: y + size / 2 };
  doc
    .save()
    .lineWidth(2)
    .strokeColor('#c00000')
    .polygon([c.x, y], [x + size, c.y], [c.x, y + size], [x, c.y])
    .stroke()
    .restore();
  doc
    .font('bold')
    .fontSize(7)
    .fillColor('#c00000')
    .text('ADR', x, c.y - 4, { width: size, align: 'center' });
  doc
    .font('bold')
    .fontSize(6.5)
    .fillColor('black')
    .text(caption, x - 60, y + size + 2, { width: size + 60, align: 'right' });
  doc
    .font('normal')
    .fontSize(6.5)
    .text(detail, x - 60, doc.y, { width: size + 60, align: 'right', height: 18, ellipsis: true });
}
