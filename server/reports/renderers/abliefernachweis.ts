import { HttpProblem, notification } from '../../errors';
import { partyLines, text, type Party } from '../data';
import { boxRow, formatDateTime, pairs, section } from '../layout';
import { endPdf, orderHead, startPdf, t, type ReportRenderer } from './context';

type Delivery = { datum: Date | string; ereignisort: string | null; kommentar: string | null; status: string };
const TEXTS = [
  'title',
  'seite',
  'fehlt',
  'auftragsnummer',
  'referenz',
  'mandant',
  'absender',
  'empfaenger',
  'status',
  'zugestelltAm',
  'ort',
  'bemerkung',
  'unterschrift',
  'keineUnterschrift',
] as const;

/** A data URL or bare base64 of the stored signature image (orders.md §3 'signatur (base64 image)'), or undefined. */
function signatureImage(value: unknown): Buffer | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const data = Buffer.from(value.replace(/^data:image\/(png|jpe?g);base64,/, ''), 'base64');
  // Only PNG and JPEG, which pdfkit embeds; anything else is left out rather than failing the document.
  const png = data.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = data[0] === 0xff && data[1] === 0xd8;
  return png || jpeg ? data : undefined;
}

/** Abliefernachweis: the proof of delivery of a delivered order with the recipient's signature (orders.md §2, §7 'Documents'). */
export const abliefernachweis: ReportRenderer = {
  texts: TEXTS,
  async render(ctx) {
    const pdf = startPdf(ctx);
    const { doc } = pdf;
    for (const [i, o] of ctx.orders.entries()) {
      // Delivered means: the last status of the default chain was reached.
      const {
        rows: [delivery],
      } = await ctx.db.query<Delivery>(
        `SELECT h.datum, h.ereignisort, h.kommentar, s.kurz_bezeichnung AS status FROM auftragshistorie h JOIN sendungsstatus s ON s.id = h.sdst_id
          WHERE h.auftrag_id = $1 AND s.sdst_id_anzeige = (SELECT id FROM anzeigestatus WHERE defaultstatus ORDER BY anzeigefolge DESC LIMIT 1)
          ORDER BY h.datum DESC LIMIT 1`,
        [o.row.id],
      );
      if (!delivery)
        throw new HttpProblem(404, [
          notification('abliefernachweis.fehlt', t(ctx, 'fehlt', { nr: o.nr }), { header: t(ctx, 'title') }),
        ]);
      if (i > 0) doc.addPage();
      await orderHead(ctx, doc, o, [`${t(ctx, 'auftragsnummer')} ${o.nr}`]);
      pairs(
        doc,
        [
          [t(ctx, 'auftragsnummer'), o.nr],
          [t(ctx, 'referenz'), text(o.daten.spedfremdnr)],
          [t(ctx, 'mandant'), o.row.mandant_name],
        ],
        3,
      );
      boxRow(
        doc,
        [
          { caption: t(ctx, 'absender'), lines: partyLines(o.daten.absender as Party) },
          { caption: t(ctx, 'empfaenger'), lines: partyLines(o.daten.empfaenger as Party) },
        ],
        50,
      );
      pairs(
        doc,
        [
          [t(ctx, 'status'), delivery.status],
          [t(ctx, 'zugestelltAm'), formatDateTime(delivery.datum)],
          [t(ctx, 'ort'), delivery.ereignisort ?? ''],
          [t(ctx, 'bemerkung'), delivery.kommentar ?? ''],
        ],
        2,
      );
      section(doc, t(ctx, 'unterschrift'), 110);
      const image = signatureImage(o.daten.signatur);
      if (image) {
        doc.image(image, doc.page.margins.left, doc.y, { fit: [260, 100] });
        doc.y += 104;
      } else {
        doc.font('normal').fontSize(8.5).text(t(ctx, 'keineUnterschrift'), doc.page.margins.left, doc.y);
      }
    }
    return endPdf(ctx, pdf);
  },
};
