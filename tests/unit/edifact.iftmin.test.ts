import { describe, expect, it } from 'vitest';
import { buildIftmin, escape, toCharset, type EdifactCharset } from '../../server/edifact';
import { parseEdifact, segmentsOf, type Parsed } from '../readers/edifact';

/** A Wednesday in summer time, 10:05 UTC = 12:05 in Germany. */
const CREATED = new Date('2026-07-01T10:05:00.000Z');
const envelope = (charset: EdifactCharset = 'UNOC', controlRef = '000000042') => ({
  sender: 'DISPONENT-ONLINE',
  recipient: 'DISPONENTPLUS',
  controlRef,
  created: CREATED,
  charset,
});

/** A complete stored order: two parties with contact, a deviating invoice address, windows, a dangerous-goods line. */
const order = {
  spedeigennr: '4711001',
  daten: {
    spedfremdnr: "LS+4711:A'B?",
    empfaengerReferenz: 'KD-12',
    frankatur: { id: 2, kurzBezeichnung: 'unfrei' },
    verkehrsart: { id: 1 },
    terminkennzeichen: { id: 12 },
    hinweis: 'Bitte vor Anlieferung\ntelefonisch avisieren.',
    absender: {
      name: 'Müller + Söhne GmbH',
      strasse: 'Große Straße',
      hausnummer: '3a',
      plz: '20457',
      ort: 'Hamburg',
      lkz: 'DE',
      kontakt: 'Frau Weiß',
      telefon: '+49 40 123456',
    },
    empfaenger: {
      name: 'Zakład Łódź Sp. z o.o.',
      strasse: 'ul. Żeromskiego',
      hausnummer: '7',
      plz: '90-001',
      ort: 'Łódź',
      lkz: 'PL',
    },
    abweichendeRechnungsempfaenger: { name: 'Rechnungsstelle AG', plz: '10115', ort: 'Berlin', lkz: 'DE' },
    abholDatumVon: '2026-07-02T08:00:00.000Z',
    abholDatumBis: '2026-07-02T16:30:00.000Z',
    zustellDatumVon: '2026-07-03T00:00:00.000Z',
    sumBruttoGewicht: 812.5,
    sumVerpackungAnzahl: 4,
    auftragspositionen: [
      {
        laufendePosition: 1,
        verpackungAnzahl: 4,
        verpackung: { id: 1, value: 'Karton' },
        lademittelAnzahl: 1,
        lademittel: { id: 3, value: 'Europalette' },
        warengutBezeichnung: 'Farben',
        bruttoGewicht: 812.5,
        nettoGewicht: 790,
        volumenCBM: 1.25,
        laengeCM: 120,
        breiteCM: 80,
        hoeheCM: 150,
        lieferschein: 'LS-240001',
        auftragsgefahrgueter: [
          {
            laufendeNummer: 1,
            anzahl: 2,
            bruttoGewicht: 40,
            nettoGewicht: 35,
            gefahrgutUnnr: { unnr: '1263', id: 1263 },
            gefahrgutklasse: { id: 1263, klasse: '3', bezeichnung: 'FARBE', verpackungscode: 'II' },
            umweltgefaehrdend: true,
          },
        ],
      },
    ],
  },
};

const parse = (charset: EdifactCharset = 'UNOC', fn: '9' | '5' | '1' = '9'): Parsed =>
  parseEdifact(Buffer.from(buildIftmin(order, envelope(charset), fn), charset === 'UNOC' ? 'latin1' : 'utf8'));
const one = (p: Parsed, tag: string, first?: string) => segmentsOf(p, tag, first)[0]?.elements;

describe('IFTMIN writer (read back by the edifact package)', () => {
  it('escapes the service characters with the release character', () => {
    expect(escape("A+B:C'D?E")).toBe("A?+B?:C?'D??E");
  });

  it('keeps German letters in UNOC and writes Polish ones as base letters; UNOW keeps them', () => {
    expect(toCharset('Große Straße, Müller', 'UNOC')).toBe('Große Straße, Müller');
    expect(toCharset('Łódź, Żeromskiego, Gdańsk', 'UNOC')).toBe('Lódz, Zeromskiego, Gdansk');
    expect(toCharset('Łódź', 'UNOW')).toBe('Łódź');
    expect(toCharset('zwei\nZeilen', 'UNOC')).toBe('zwei Zeilen');
  });

  it('writes the envelope: UNA, UNB with character set and control reference, UNH D.96A, UNT count, UNZ', () => {
    const text = buildIftmin(order, envelope());
    expect(text.startsWith("UNA:+.? 'UNB+UNOC:3+DISPONENT-ONLINE:ZZZ+DISPONENTPLUS:ZZZ+260701:1205+000000042'")).toBe(
      true,
    );
    const p = parse();
    expect(p.segments[0].name).toBe('UNB');
    expect(one(p, 'UNH')).toEqual([['1'], ['IFTMIN', 'D', '96A', 'UN']]);
    const unt = one(p, 'UNT')!;
    const count = p.segments.length - 2; // without UNB and UNZ
    expect(unt).toEqual([[String(count)], ['1']]);
    expect(one(p, 'UNZ')).toEqual([['1'], ['000000042']]);
    expect(one(p, 'BGM')).toEqual([['610'], ['4711001'], ['9']]);
  });

  it('writes the dates: creation 137 in German time, windows 234/235 with time (203), delivery 64 date only (102)', () => {
    const p = parse();
    const dates = segmentsOf(p, 'DTM').map((s) => s.elements[0]);
    expect(dates).toEqual([
      ['137', '202607011205', '203'],
      ['234', '202607020800', '203'],
      ['235', '202607021630', '203'],
      ['64', '20260703', '102'],
    ]);
  });

  it('writes service, notes, totals and references; escaped values read back unchanged', () => {
    const p = parse();
    expect(one(p, 'TSR')).toEqual([
      ['1', '', 'ZZZ'],
      ['12', '', 'ZZZ'],
    ]);
    expect(one(p, 'FTX', 'AAI')![3]).toEqual(['Bitte vor Anlieferung telefonisch avisieren.']);
    expect(segmentsOf(p, 'CNT').map((s) => s.elements[0])).toEqual([
      ['7', '812.5', 'KGM'],
      ['11', '4'],
    ]);
    expect(one(p, 'RFF', 'CU')).toEqual([['CU', "LS+4711:A'B?"]]);
    expect(one(p, 'RFF', 'CR')).toEqual([['CR', 'KD-12']]);
  });

  it('writes the parties: consignor, consignee, freight payer, loading and unloading place, with contact', () => {
    const p = parse();
    expect(one(p, 'NAD', 'CZ')).toEqual([
      ['CZ'],
      [''],
      [''],
      ['Müller + Söhne GmbH'],
      ['Große Straße 3a'],
      ['Hamburg'],
      [''],
      ['20457'],
      ['DE'],
    ]);
    expect(one(p, 'CTA')).toEqual([['IC'], ['', 'Frau Weiß']]);
    expect(one(p, 'COM')).toEqual([['+49 40 123456', 'TE']]);
    expect(one(p, 'NAD', 'CN')![3]).toEqual(['Zaklad Lódz Sp. z o.o.']);
    // A deviating invoice address pays the freight; without deviations the places are consignor and consignee.
    expect(one(p, 'NAD', 'FP')![3]).toEqual(['Rechnungsstelle AG']);
    expect(one(p, 'NAD', 'SF')![3]).toEqual(['Müller + Söhne GmbH']);
    expect(one(p, 'NAD', 'DP')![5]).toEqual(['Lódz']);
  });

  it('writes goods items with packages, weights, volume, dimensions, delivery note and dangerous goods', () => {
    const p = parse();
    expect(one(p, 'GID')).toEqual([['1'], ['4', '1', '', 'ZZZ', 'Karton'], ['1', '3', '', 'ZZZ', 'Europalette']]);
    expect(one(p, 'FTX', 'AAA')![3]).toEqual(['Farben']);
    const mea = segmentsOf(p, 'MEA').map((s) => s.elements);
    expect(mea).toEqual([
      [['WT'], ['G'], ['KGM', '812.5']],
      [['WT'], ['N'], ['KGM', '790']],
      [['AAE'], ['AAW'], ['MTQ', '1.25']],
      [['WT'], ['G'], ['KGM', '40']],
      [['WT'], ['N'], ['KGM', '35']],
    ]);
    expect(one(p, 'DIM')).toEqual([['1'], ['CMT', '120', '80', '150']]);
    expect(one(p, 'RFF', 'DQ')).toEqual([['DQ', 'LS-240001']]);
    expect(one(p, 'DGS')).toEqual([['ADR'], ['3'], ['1263']]);
    expect(one(p, 'FTX', 'AAD')![3]).toEqual(['FARBE', 'umweltgefährdend']);
  });

  it('marks a cancellation (1) and a replacement (5) in BGM', () => {
    expect(one(parse('UNOC', '1'), 'BGM')).toEqual([['610'], ['4711001'], ['1']]);
    expect(one(parse('UNOC', '5'), 'BGM')).toEqual([['610'], ['4711001'], ['5']]);
  });

  it('UNOW (syntax 4, UTF-8) keeps Polish letters and dates the interchange CCYYMMDD', () => {
    const text = buildIftmin(order, envelope('UNOW'));
    expect(text).toContain('UNB+UNOW:4+DISPONENT-ONLINE:ZZZ+DISPONENTPLUS:ZZZ+20260701:1205+000000042');
    const p = parse('UNOW');
    expect(one(p, 'NAD', 'CN')![3]).toEqual(['Zakład Łódź Sp. z o.o.']);
    expect(one(p, 'NAD', 'CN')![4]).toEqual(['ul. Żeromskiego 7']);
  });
});
