import { decimal, segment, type EdifactCharset } from './syntax';
import { cut, obj, str } from './values';

type Json = Record<string, unknown>;

/** One dangerous-goods line: DGS (ADR, class, UN number), its name and notes (FTX AAD) and weights. */
function dangerous(cs: EdifactCharset, line: Json): string[] {
  const klasse = obj(line.gefahrgutklasse) ?? {};
  const unnr = str(obj(line.gefahrgutUnnr)?.unnr) ?? str(klasse.unnr);
  const notes = [
    str(klasse.bezeichnung),
    line.begrenztemenge ? 'begrenzte Menge' : undefined,
    line.umweltgefaehrdend ? 'umweltgefährdend' : undefined,
  ].filter(Boolean) as string[];
  return [
    segment(cs, 'DGS', 'ADR', cut(klasse.klasse, 7), cut(unnr, 4)),
    ...(notes.length
      ? [
          segment(
            cs,
            'FTX',
            'AAD',
            null,
            null,
            notes.map((n) => n.slice(0, 512)),
          ),
        ]
      : []),
    ...weights(cs, line),
  ];
}

/** MEA of the gross (G) and net (N) weight in kg, where given. */
function weights(cs: EdifactCharset, item: Json): string[] {
  return (
    [
      ['G', decimal(item.bruttoGewicht)],
      ['N', decimal(item.nettoGewicht)],
    ] as const
  )
    .filter(([, v]) => v !== undefined)
    .map(([q, v]) => segment(cs, 'MEA', 'WT', q, ['KGM', v]));
}

/** A goods item: GID with packages and load carriers, description, weights, volume, dimensions, delivery note, dangerous goods. */
export function goodsItem(cs: EdifactCharset, p: Json, i: number): string[] {
  const packages = (count: unknown, kind: unknown) => {
    const k = obj(kind);
    return str(count) || k
      ? [str(count), str(k?.id), null, k ? 'ZZZ' : null, cut(k?.value ?? k?.langBezeichnung)]
      : null;
  };
  const dims = [decimal(p.laengeCM, 1), decimal(p.breiteCM, 1), decimal(p.hoeheCM, 1)];
  const lines = Array.isArray(p.auftragsgefahrgueter) ? (p.auftragsgefahrgueter as Json[]) : [];
  return [
    segment(
      cs,
      'GID',
      str(p.laufendePosition) ?? String(i + 1),
      packages(p.verpackungAnzahl, p.verpackung),
      packages(p.lademittelAnzahl, p.lademittel),
    ),
    ...(str(p.warengutBezeichnung) ? [segment(cs, 'FTX', 'AAA', null, null, [cut(p.warengutBezeichnung, 512)])] : []),
    ...weights(cs, p),
    ...(decimal(p.volumenCBM) ? [segment(cs, 'MEA', 'AAE', 'AAW', ['MTQ', decimal(p.volumenCBM)])] : []),
    ...(dims.some(Boolean) ? [segment(cs, 'DIM', '1', ['CMT', ...dims])] : []),
    ...(str(p.lieferschein) ? [segment(cs, 'RFF', ['DQ', cut(p.lieferschein)])] : []),
    ...lines.flatMap((l) => dangerous(cs, l)),
  ];
}
