/** A one-page A4 PDF of text lines in Helvetica (WinAnsi, so German umlauts print), written without a library. */
export function textPdf(title: string, lines: [label: string, value: string][]): Buffer {
  // WinAnsi is Latin-1 for every character we print; anything else becomes '?'.
  const latin1 = (s: string) => [...s].map((c) => (c.charCodeAt(0) < 256 ? c : '?')).join('').replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F2 18 Tf 56 780 Td', `(${latin1(title)}) Tj`, 'ET',
    ...lines.flatMap(([label, value], i) => [
      `BT /F2 11 Tf 56 ${740 - i * 22} Td (${latin1(label)}) Tj ET`,
      `BT /F1 11 Tf 200 ${740 - i * 22} Td (${latin1(value)}) Tj ET`,
    ]),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
