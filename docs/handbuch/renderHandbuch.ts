import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { lexer, type Token, type Tokens } from 'marked';

// The user manual: Markdown turned into a PDF with pdfkit's standard fonts (Helvetica covers the
// German letters and quotes, WinAnsi). Only what the manual uses is drawn: headings (# title, ## chapter, ### section),
// paragraphs with bold/italic/code/links, lists, block quotes as notes, code blocks, rules and images (screenshots).

type Doc = InstanceType<typeof PDFDocument>;
const FONT = { normal: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', mono: 'Courier' } as const;
const COLOR = { text: '#1c2127', muted: '#5f6b7c', accent: '#1f4e79' } as const;

/** A run of inline text in one font. */
interface Run {
  text: string;
  font: string;
  link?: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

function runsOf(tokens: Token[] | undefined, font: string = FONT.normal, link?: string): Run[] {
  return (tokens ?? []).flatMap((t): Run[] => {
    switch (t.type) {
      case 'strong':
        return runsOf((t as Tokens.Strong).tokens, FONT.bold, link);
      case 'em':
        return runsOf((t as Tokens.Em).tokens, FONT.italic, link);
      case 'codespan':
        return [{ text: decode((t as Tokens.Codespan).text), font: FONT.mono, link }];
      case 'link':
        return runsOf((t as Tokens.Link).tokens, font, (t as Tokens.Link).href);
      case 'br':
        return [{ text: '\n', font }];
      case 'image':
        return [];
      case 'text': {
        const text = t as Tokens.Text;
        // A line break inside a Markdown paragraph is a space; only a hard break (br) starts a new line.
        return text.tokens
          ? runsOf(text.tokens, font, link)
          : [{ text: decode(text.text).replace(/\s*\n\s*/g, ' '), font, link }];
      }
      default:
        return 'text' in t ? [{ text: decode(String(t.text)), font, link }] : [];
    }
  });
}

function writeRuns(doc: Doc, runs: Run[], options: PDFKit.Mixins.TextOptions = {}): void {
  const parts = runs.filter((r) => r.text.length > 0);
  if (parts.length === 0) return;
  parts.forEach((r, i) => {
    doc
      .font(r.font)
      .fillColor(r.link ? COLOR.accent : COLOR.text)
      .text(r.text, { ...options, continued: i < parts.length - 1, link: r.link ?? null, underline: Boolean(r.link) });
  });
}

/** Starts a new page unless a block of the given text at this width fits on the current one (lists, notes: never split). */
function keepTogether(doc: Doc, runs: Run[], width: number): void {
  const height = doc.font(FONT.normal).heightOfString(runs.map((r) => r.text).join(''), { width, lineGap: 2 });
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + height > bottom && height < bottom - doc.page.margins.top) doc.addPage();
}

/** Width and height of a PNG file from its header (the manual's pictures are the portal's PNG screenshots). */
function pngSize(path: string): { width: number; height: number } {
  const head = readFileSync(path).subarray(0, 24);
  if (head.toString('latin1', 1, 4) !== 'PNG') throw new Error(`Handbuch: ${path} ist kein PNG-Bild`);
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** Draws an image scaled to the text width (and at most most of a page), on a new page when it does not fit. */
function drawImage(doc: Doc, path: string, caption: string): void {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const maxHeight = (doc.page.height - doc.page.margins.top - doc.page.margins.bottom) * 0.8;
  const image = pngSize(path);
  const scale = Math.min(width / image.width, maxHeight / image.height);
  const [w, h] = [image.width * scale, image.height * scale];
  if (doc.y + h + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const x = doc.page.margins.left + (width - w) / 2;
  const y = doc.y;
  doc.image(path, x, y, { width: w, height: h });
  doc.rect(x, y, w, h).lineWidth(0.5).strokeColor('#c5cbd3').stroke();
  doc.x = doc.page.margins.left;
  doc.y = y + h + 4;
  doc.font(FONT.italic).fontSize(9).fillColor(COLOR.muted).text(caption, { align: 'center' });
  doc.fontSize(11).moveDown(0.6);
}

function block(doc: Doc, token: Token, baseDir: string): void {
  switch (token.type) {
    case 'heading': {
      const h = token as Tokens.Heading;
      const sizes: Record<number, number> = { 1: 24, 2: 17, 3: 13 };
      // A chapter starts on a new page when less than half a page is left, a section when its first lines would not fit.
      const left = doc.page.height - doc.page.margins.bottom - doc.y;
      if (left < (h.depth === 2 ? doc.page.height / 2 : 120)) doc.addPage();
      doc.fontSize(sizes[h.depth] ?? 11);
      writeRuns(
        doc,
        runsOf(h.tokens, FONT.bold).map((r) => ({ ...r, font: FONT.bold })),
      );
      doc.fontSize(11).moveDown(h.depth === 1 ? 0.8 : 0.4);
      return;
    }
    case 'paragraph': {
      const p = token as Tokens.Paragraph;
      const images = (p.tokens ?? []).filter((t): t is Tokens.Image => t.type === 'image');
      writeRuns(doc, runsOf(p.tokens), { align: 'left', lineGap: 2 });
      if (images.length === 0 || runsOf(p.tokens).some((r) => r.text.trim())) doc.moveDown(0.6);
      for (const image of images)
        drawImage(doc, isAbsolute(image.href) ? image.href : resolve(baseDir, image.href), image.text);
      return;
    }
    case 'list': {
      const list = token as Tokens.List;
      list.items.forEach((item, i) => {
        const marker = list.ordered ? `${Number(list.start || 1) + i}.` : '•';
        const inline = item.tokens.flatMap((t) =>
          t.type === 'text' || t.type === 'paragraph' ? ((t as Tokens.Text).tokens ?? [t]) : [],
        );
        const width = doc.page.width - doc.page.margins.right - doc.page.margins.left - 24;
        keepTogether(doc, runsOf(inline), width);
        const y = doc.y;
        doc
          .font(FONT.normal)
          .fillColor(COLOR.text)
          .text(marker, doc.page.margins.left + 6, y, { width: 16 });
        doc.x = doc.page.margins.left + 24;
        doc.y = y;
        writeRuns(doc, runsOf(inline), { width, lineGap: 2 });
        doc.x = doc.page.margins.left;
        doc.moveDown(0.2);
      });
      doc.moveDown(0.5);
      return;
    }
    case 'blockquote': {
      const quote = token as Tokens.Blockquote;
      const inline = quote.tokens.flatMap((t) => (t as Tokens.Paragraph).tokens ?? []);
      const width = doc.page.width - doc.page.margins.right - doc.page.margins.left - 12;
      keepTogether(doc, runsOf(inline), width);
      const top = doc.y;
      doc.x = doc.page.margins.left + 12;
      writeRuns(doc, runsOf(inline), { width, lineGap: 2 });
      doc
        .moveTo(doc.page.margins.left + 3, top)
        .lineTo(doc.page.margins.left + 3, doc.y)
        .lineWidth(3)
        .strokeColor(COLOR.accent)
        .stroke();
      doc.x = doc.page.margins.left;
      doc.moveDown(0.8);
      return;
    }
    case 'code': {
      doc
        .font(FONT.mono)
        .fontSize(9.5)
        .fillColor(COLOR.text)
        .text((token as Tokens.Code).text);
      doc.fontSize(11).moveDown(0.6);
      return;
    }
    case 'hr': {
      doc
        .moveTo(doc.page.margins.left, doc.y)
        .lineTo(doc.page.width - doc.page.margins.right, doc.y)
        .lineWidth(0.5)
        .strokeColor('#c5cbd3')
        .stroke();
      doc.moveDown(0.8);
      return;
    }
    default:
      return;
  }
}

/** Options of {@link renderHandbuch}. */
export interface HandbuchOptions {
  /** Folder image paths of the Markdown are relative to (the Markdown file's folder). */
  baseDir: string;
  /** The portal version printed in the footer of every page. */
  version: string;
}

/** Renders the manual's Markdown as an A4 PDF with page numbers; resolves with the file's bytes. */
export function renderHandbuch(markdown: string, { baseDir, version }: HandbuchOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 60, right: 60 },
    bufferPages: true,
    lang: 'de-DE',
    info: {
      Title: 'Disponent Online – Handbuch',
      Author: 'Disponent Online',
      Subject: `Benutzerhandbuch, Version ${version}`,
    },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(11).font(FONT.normal).fillColor(COLOR.text);
  for (const token of lexer(markdown)) block(doc, token, baseDir);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.normal)
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(`Disponent Online – Handbuch, Version ${version}`, doc.page.margins.left, doc.page.height - 40, {
        lineBreak: false,
      })
      .text(`Seite ${i + 1} von ${range.count}`, doc.page.margins.left, doc.page.height - 40, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
