import {
  formatMoney,
  formatNumber,
  formatWindow,
  formatDate,
  boxRow,
  pairs,
  paragraph,
  section,
  table,
  type Pair,
  type TableRow,
} from '../layout';
import { partyLines, text, type Party, type ReportOrder } from '../data';
import { cell, dangerousGoods, dangerousGoodsText, positionRow, positionsOf, totals } from '../positions';
import { endPdf, orderHead, orderPages, startPdf, t, type ReportContext, type ReportRenderer } from './context';

type Doc = PDFKit.PDFDocument;
const TEXTS = [
  'title',
  'seite',
  'auftragsnummer',
  'referenz',
  'empfaengerReferenz',
  'erfasstAm',
  'status',
  'mandant',
  'absender',
  'empfaenger',
  'abholer',
  'rechnungsempfaenger',
  'nachnahmeempfaenger',
  'neutralerAbsender',
  'termine',
  'abholung',
  'zustellung',
  'terminart',
  'frankatur',
  'verkehrsart',
  'positionen',
  'gefahrgutZeile',
  'summen',
  'packstuecke',
  'verpackungen',
  'lademittel',
  'gewicht',
  'ldm',
  'cbm',
  'services',
  'nachnahme',
  'betrag',
  'iban',
  'bic',
  'hinweise',
  'hinweis',
  'dispohinweis',
  'zollvermerk',
  'spotpreis',
  'keine',
] as const;

function parties(ctx: ReportContext, doc: Doc, d: Record<string, unknown>): void {
  const p = (key: string) => d[key] as Party | undefined;
  boxRow(
    doc,
    [
      { caption: t(ctx, 'absender'), lines: partyLines(p('absender'), true) },
      { caption: t(ctx, 'empfaenger'), lines: partyLines(p('empfaenger'), true) },
      ...(p('abweichendeAbholer')?.name
        ? [{ caption: t(ctx, 'abholer'), lines: partyLines(p('abweichendeAbholer'), true) }]
        : []),
    ],
    56,
  );
  const more = [
    ['rechnungsempfaenger', p('rechnungsempfaenger') ?? p('abweichendeRechnungsempfaenger')],
    ['nachnahmeempfaenger', p('nachnahmeempfaenger')],
    ['neutralerAbsender', p('neutralerAbsender')],
  ].filter(([, party]) => (party as Party | undefined)?.name) as [string, Party][];
  if (more.length)
    boxRow(
      doc,
      more.map(([key, party]) => ({ caption: t(ctx, key), lines: partyLines(party) })),
    );
}

function positions(ctx: ReportContext, doc: Doc, d: Record<string, unknown>): void {
  section(doc, t(ctx, 'positionen'));
  const columns = ctx.def.columns ?? [];
  const rows: TableRow[] = positionsOf(d).flatMap((p) => [
    { cells: columns.map((c) => cell(positionRow(p), c.field, c.format)) },
    ...dangerousGoods(p).map((g) => ({ note: dangerousGoodsText(g, t(ctx, 'gefahrgutZeile')) })),
  ]);
  table(doc, columns, rows.length ? rows : [{ note: t(ctx, 'keine') }]);
}

async function order(ctx: ReportContext, doc: Doc, o: ReportOrder): Promise<void> {
  const d = o.daten;
  await orderHead(ctx, doc, o, [
    `${t(ctx, 'auftragsnummer')} ${o.nr}`,
    `${t(ctx, 'erfasstAm')} ${formatDate(o.row.datum)}`,
  ]);
  pairs(
    doc,
    [
      [t(ctx, 'auftragsnummer'), o.nr],
      [t(ctx, 'referenz'), text(d.spedfremdnr)],
      [t(ctx, 'empfaengerReferenz'), text(d.empfaengerReferenz)],
      [t(ctx, 'mandant'), o.row.mandant_name],
      [t(ctx, 'status'), o.row.status_name],
      [t(ctx, 'erfasstAm'), formatDate(o.row.datum)],
    ],
    6,
  );
  doc.moveDown(0.3);
  parties(ctx, doc, d);
  section(doc, t(ctx, 'termine'));
  pairs(
    doc,
    [
      [t(ctx, 'abholung'), formatWindow(d.abholDatumVon, d.abholDatumBis)],
      [t(ctx, 'zustellung'), formatWindow(d.zustellDatumVon, d.zustellDatumBis)],
      [t(ctx, 'terminart'), text(d.terminkennzeichen)],
      [t(ctx, 'frankatur'), text(d.frankatur)],
      [t(ctx, 'verkehrsart'), text(d.verkehrsart)],
    ],
    5,
  );
  positions(ctx, doc, d);
  const sum = totals(d);
  section(doc, t(ctx, 'summen'), 24);
  pairs(
    doc,
    [
      [t(ctx, 'packstuecke'), formatNumber(sum.packstuecke, 0)],
      [t(ctx, 'verpackungen'), formatNumber(sum.verpackungen, 0)],
      [t(ctx, 'lademittel'), formatNumber(sum.lademittel, 0)],
      [t(ctx, 'gewicht'), `${formatNumber(sum.gewicht, 2)} kg`],
      [t(ctx, 'ldm'), formatNumber(sum.ldm, 2)],
      [t(ctx, 'cbm'), `${formatNumber(sum.cbm, 3)} m³`],
    ],
    6,
  );
  section(doc, t(ctx, 'services'), 16);
  paragraph(
    doc,
    o.services.length ? o.services.map((s) => (s.wert ? `${s.name}: ${s.wert}` : s.name)).join(' · ') : t(ctx, 'keine'),
  );
  const cod: Pair[] =
    d.nachnahmeBetrag !== undefined && d.nachnahmeBetrag !== null
      ? [
          [t(ctx, 'betrag'), formatMoney(d.nachnahmeBetrag, o.currency(d.nachnahmeWaehrung))],
          ...(d.iban
            ? ([
                [t(ctx, 'iban'), text(d.iban)],
                [t(ctx, 'bic'), text(d.bic)],
              ] as Pair[])
            : []),
        ]
      : [];
  section(doc, t(ctx, 'nachnahme'), 16);
  if (cod.length) pairs(doc, cod, 3);
  else paragraph(doc, t(ctx, 'keine'));
  const notes = (['hinweis', 'dispohinweis', 'zollvermerk', 'spotpreis'] as const)
    .map((k) => [t(ctx, k), text(d[k === 'spotpreis' ? 'spotpreisnr' : k])] as Pair)
    .filter(([, v]) => v);
  section(doc, t(ctx, 'hinweise'), 16);
  if (notes.length) pairs(doc, notes, 1);
  else paragraph(doc, t(ctx, 'keine'));
}

/** Auftragsbestätigung (A4): parties, dates, positions with dangerous goods, services, Nachnahme, notes and totals; one order per page run. */
export const auftragsbestaetigung: ReportRenderer = {
  texts: TEXTS,
  async render(ctx) {
    const pdf = startPdf(ctx);
    for (const [i, o] of ctx.orders.entries()) {
      if (i > 0) pdf.doc.addPage();
      await orderPages(ctx, pdf, o, () => order(ctx, pdf.doc, o));
    }
    return endPdf(ctx, pdf);
  },
};
