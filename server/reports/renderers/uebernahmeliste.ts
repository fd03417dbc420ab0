import { partyLines, text, type Party, type ReportOrder } from '../data';
import { boxRow, formatDateTime, formatNumber, paragraph, section, table, type TableRow } from '../layout';
import { cell, dangerousGoods, positionsOf, totals } from '../positions';
import { endPdf, orderHead, startPdf, t, type ReportRenderer } from './context';

type Json = Record<string, unknown>;
const TEXTS = [
  'title',
  'seite',
  'erstellt',
  'auftraege',
  'summe',
  'unterschriften',
  'fahrer',
  'kennzeichen',
  'zeit',
  'unterschriftFahrer',
  'unterschriftVerlader',
  'hinweis',
] as const;

/** The row a hand-over list line reads: order number, parties, counts, weight, LDM and dangerous goods of one order. */
function orderRow(o: ReportOrder): Json {
  const d = o.daten;
  const sum = totals(d);
  const carriers = new Map<string, number>();
  for (const p of positionsOf(d)) {
    const name = text(p.lademittel);
    if (name && Number(p.lademittelAnzahl)) carriers.set(name, (carriers.get(name) ?? 0) + Number(p.lademittelAnzahl));
  }
  const danger = positionsOf(d)
    .flatMap(dangerousGoods)
    .map((g) => `UN ${String((g.gefahrgutUnnr as Json | undefined)?.unnr ?? '')}`);
  const to = d.empfaenger as Party | undefined;
  return {
    nr: o.nr,
    referenz: text(d.spedfremdnr),
    absender: partyLines(d.absender as Party)
      .slice(0, 1)
      .join(''),
    empfaenger: [to?.name, partyLines(to).slice(-1)[0]].filter(Boolean).join('\n'),
    packstuecke: sum.packstuecke,
    lademittel: [...carriers].map(([name, n]) => `${n} ${name}`).join(', '),
    gewicht: sum.gewicht,
    ldm: sum.ldm,
    cbm: sum.cbm,
    gefahrgut: [...new Set(danger)].join(', '),
    status: o.row.status_name,
  };
}

/** Übernahmeliste: the selected orders with packages, weights and LDM for the driver, with the signature fields of the hand-over. */
export const uebernahmeliste: ReportRenderer = {
  texts: TEXTS,
  async render(ctx) {
    const pdf = startPdf(ctx);
    const { doc } = pdf;
    const first = ctx.orders[0];
    await orderHead(ctx, doc, first, [
      t(ctx, 'erstellt', { zeit: formatDateTime(new Date()) }),
      t(ctx, 'auftraege', { n: ctx.orders.length }),
    ]);
    const columns = ctx.def.columns ?? [];
    const rows = ctx.orders.map(orderRow);
    const sum = (k: string) => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);
    const total: Json = {
      nr: t(ctx, 'summe'),
      packstuecke: sum('packstuecke'),
      gewicht: sum('gewicht'),
      ldm: sum('ldm'),
      cbm: sum('cbm'),
    };
    const lines: TableRow[] = [
      ...rows.map((r) => ({ cells: columns.map((c) => cell(r, c.field, c.format)) })),
      { cells: columns.map((c) => (c.field in total ? cell(total, c.field, c.format) : '')), bold: true },
    ];
    table(doc, columns, lines);
    paragraph(doc, t(ctx, 'hinweis', { n: formatNumber(total.packstuecke, 0) }), 7.5);
    section(doc, t(ctx, 'unterschriften'), 70);
    boxRow(
      doc,
      [
        { caption: t(ctx, 'fahrer'), lines: [] },
        { caption: t(ctx, 'kennzeichen'), lines: [] },
        { caption: t(ctx, 'zeit'), lines: [] },
      ],
      34,
    );
    boxRow(
      doc,
      [
        { caption: t(ctx, 'unterschriftFahrer'), lines: [] },
        { caption: t(ctx, 'unterschriftVerlader'), lines: [] },
      ],
      56,
    );
    return endPdf(ctx, pdf);
  },
};
