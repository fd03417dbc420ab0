import { countryOf, partyLines, text, type Party, type ReportOrder } from '../data';
import { boxRow, formatDate, formatMoney, formatWindow, table, type TableRow } from '../layout';
import { cell, dangerousGoods, dangerousGoodsText, positionRow, positionsOf } from '../positions';
import { endPdf, orderHead, orderPages, startPdf, t, type ReportContext, type ReportRenderer } from './context';

type Doc = PDFKit.PDFDocument;
type Box = { caption: string; lines: string[] };
const CMR = Array.from({ length: 24 }, (_v, i) => `cmr${i + 1}`);
const TEXTS = [
  'seite',
  'cmrTitel',
  'dfTitel',
  'auftragsnummer',
  'gefahrgutZeile',
  'frei',
  'unfrei',
  'absender',
  'empfaenger',
  'frachtfuehrer',
  'uebernahme',
  'ablieferung',
  'frankatur',
  'nachnahme',
  'hinweise',
  'unterschriftAbsender',
  'unterschriftFrachtfuehrer',
  'unterschriftEmpfaenger',
  ...CMR,
];

/** Cross-border (orders.md §7 'Printing'): sender and recipient country known and different; such an order gets the CMR form. */
export const isCrossBorder = (o: ReportOrder) => {
  const [from, to] = [countryOf(o.daten.absender as Party), countryOf(o.daten.empfaenger as Party)];
  return Boolean(from && to && from !== to);
};

function goods(ctx: ReportContext, doc: Doc, o: ReportOrder): void {
  const rows: TableRow[] = positionsOf(o.daten).flatMap((p) => [
    { cells: (ctx.def.columns ?? []).map((c) => cell(positionRow(p), c.field, c.format)) },
    ...dangerousGoods(p).map((g) => ({ note: dangerousGoodsText(g, t(ctx, 'gefahrgutZeile')) })),
  ]);
  table(doc, ctx.def.columns ?? [], rows);
}

function common(ctx: ReportContext, o: ReportOrder) {
  const d = o.daten;
  const cod = d.nachnahmeBetrag != null ? formatMoney(d.nachnahmeBetrag, o.currency(d.nachnahmeWaehrung)) : '';
  // Frankatur 'frei Haus' style: the sender pays; anything 'unfrei' the recipient (CMR field 15).
  const frankatur = text(d.frankatur);
  const paid = /unfrei/i.test(frankatur) ? t(ctx, 'unfrei') : t(ctx, 'frei');
  const notes = [text(d.hinweis), text(d.dispohinweis)].filter(Boolean);
  const place = (p: Party | undefined) => partyLines(p).slice(-1);
  return { d, cod, frankatur, paid, notes, place, from: d.absender as Party, to: d.empfaenger as Party };
}

async function cmr(ctx: ReportContext, doc: Doc, o: ReportOrder, carrier: string): Promise<void> {
  const { d, cod, frankatur, paid, notes, place, from, to } = common(ctx, o);
  const f = (n: number, lines: string[]): Box => ({ caption: t(ctx, `cmr${n}`), lines });
  await orderHead(ctx, doc, o, [`${t(ctx, 'auftragsnummer')} ${o.nr}`], t(ctx, 'cmrTitel'));
  boxRow(doc, [f(1, partyLines(from, true)), f(16, [carrier])], 50);
  boxRow(doc, [f(2, partyLines(to, true)), f(17, [])], 50);
  boxRow(doc, [f(3, [...place(to), formatWindow(d.zustellDatumVon, d.zustellDatumBis)]), f(18, [])], 30);
  boxRow(
    doc,
    [
      f(4, [...place((d.abweichendeAbholer as Party) ?? from), formatWindow(d.abholDatumVon, d.abholDatumBis)]),
      f(5, [text(d.lieferschein)]),
    ],
    30,
  );
  goods(ctx, doc, o);
  boxRow(
    doc,
    [
      f(13, [text(d.zollvermerk), ...notes]),
      f(19, [text(d.terminkennzeichen), ...o.services.map((s) => (s.wert ? `${s.name}: ${s.wert}` : s.name))]),
    ],
    30,
  );
  boxRow(doc, [f(14, [cod]), f(20, [`${frankatur} – ${paid}`])], 24);
  boxRow(doc, [f(15, [paid]), f(21, [`${text(from?.ort)}, ${formatDate(o.row.datum)}`])], 24);
  boxRow(doc, [f(22, []), f(23, []), f(24, [])], 56);
}

async function national(ctx: ReportContext, doc: Doc, o: ReportOrder, carrier: string): Promise<void> {
  const { d, cod, frankatur, paid, notes, place, from, to } = common(ctx, o);
  const b = (key: string, lines: string[]): Box => ({ caption: t(ctx, key), lines });
  await orderHead(ctx, doc, o, [`${t(ctx, 'auftragsnummer')} ${o.nr}`], t(ctx, 'dfTitel'));
  boxRow(
    doc,
    [b('absender', partyLines(from, true)), b('empfaenger', partyLines(to, true)), b('frachtfuehrer', [carrier])],
    50,
  );
  boxRow(
    doc,
    [
      b('uebernahme', [
        ...place((d.abweichendeAbholer as Party) ?? from),
        formatWindow(d.abholDatumVon, d.abholDatumBis),
      ]),
      b('ablieferung', [...place(to), formatWindow(d.zustellDatumVon, d.zustellDatumBis)]),
      b('frankatur', [frankatur, paid]),
    ],
    30,
  );
  goods(ctx, doc, o);
  boxRow(doc, [b('nachnahme', [cod || '–']), b('hinweise', notes.length ? notes : ['–'])], 24);
  boxRow(doc, [b('unterschriftAbsender', []), b('unterschriftFrachtfuehrer', []), b('unterschriftEmpfaenger', [])], 56);
}

/** Frachtbrief: the CMR consignment note (fields 1–24) for cross-border orders, the German Frachtbrief otherwise; one per order. */
export const frachtbrief: ReportRenderer = {
  texts: TEXTS,
  async render(ctx) {
    const pdf = startPdf(ctx);
    for (const [i, o] of ctx.orders.entries()) {
      if (i > 0) pdf.doc.addPage();
      const carrier = (await ctx.tenant(o.row.mandant_id)).name;
      await orderPages(ctx, pdf, o, () => (isCrossBorder(o) ? cmr : national)(ctx, pdf.doc, o, carrier));
    }
    return endPdf(ctx, pdf);
  },
};
