import { describe, expect, it } from 'vitest';
import {
  applyComputed,
  applyVariants,
  compute,
  evaluate,
  resolveFields,
  tableNodes,
  validateScreen,
  type RuleContext,
} from '../../../engine/core';
import { auftragserfassungScreen } from '..';
import { variantOverlays } from '../../../variants';

/** The rules of schemas/screens/auftragserfassung.screen.json, evaluated as browser and server evaluate them. */
const ctx = (data: Record<string, unknown>, more: Partial<RuleContext> = {}): RuleContext => ({
  data,
  session: { edit: true },
  config: {},
  variant: 'default',
  ...more,
});
/** The document as browser and server resolve it for a context: the base plus the variant overlays whose condition holds. */
const resolved = (context: RuleContext) => applyVariants(auftragserfassungScreen, variantOverlays, context).document;
const position = (row: Record<string, unknown>, more: Partial<RuleContext> = {}) =>
  (
    applyComputed(resolved(ctx({}, more)), ctx({ auftragspositionen: [row] }, more)).auftragspositionen as Record<
      string,
      unknown
    >[]
  )[0];
const base = {
  absender: { name: 'A', ort: 'Hamburg' },
  empfaenger: { name: 'B', ort: 'Bremen' },
  frankatur: { id: 5 },
};
const messages = (data: Record<string, unknown>, more: Partial<RuleContext> = {}) =>
  validateScreen(
    applyVariants(auftragserfassungScreen, variantOverlays, ctx(data, more)).document,
    ctx({ ...base, ...data }, more),
  ).map((m) => `${m.field}: ${m.message}`);

describe('Auftragserfassung: rules of the screen document', () => {
  it.each([
    ['packaging and count → Verpackung', { verpackung: { id: 3 }, verpackungAnzahl: 4 }, {}, 1],
    ['load carrier and count → Lademittel', { lademittel: { id: 1 }, lademittelAnzahl: 2 }, {}, 2],
    [
      'both pairs → Lademittel',
      { verpackung: { id: 3 }, verpackungAnzahl: 4, lademittel: { id: 1 }, lademittelAnzahl: 2 },
      {},
      2,
    ],
    [
      'mandantSpezi29: either pair → Verpackung',
      { lademittel: { id: 1 }, lademittelAnzahl: 2 },
      { modes: { mandantSpezi29: true } },
      1,
    ],
    ['a count without its type → nothing', { verpackungAnzahl: 4 }, {}, undefined],
  ])('Verpackungseinheit: %s', (_, row, more, expected) => {
    expect(position(row, more).verpackungseinheit).toBe(expected);
  });

  it.each([
    [
      'CBM counts packages for unit Verpackung',
      { laengeCM: 120, breiteCM: 80, hoeheCM: 100, verpackung: { id: 3 }, verpackungAnzahl: 4 },
      {},
      'volumenCBM',
      3.84,
    ],
    [
      'CBM counts load carriers for unit Lademittel',
      { laengeCM: 120, breiteCM: 80, hoeheCM: 100, lademittel: { id: 1 }, lademittelAnzahl: 2, verpackungAnzahl: 9 },
      {},
      'volumenCBM',
      1.92,
    ],
    [
      'LDM only with isLademeterBerechnen',
      { laengeCM: 120, breiteCM: 80, lademittel: { id: 1 }, lademittelAnzahl: 3 },
      {},
      'lademeter',
      undefined,
    ],
    [
      'LDM rounded up to 0.1',
      { laengeCM: 120, breiteCM: 80, lademittel: { id: 1 }, lademittelAnzahl: 3 },
      { config: { isLademeterBerechnen: 'true' } },
      'lademeter',
      1.2,
    ],
    [
      'LDM keeps a typed value',
      { laengeCM: 120, breiteCM: 80, lademittel: { id: 1 }, lademittelAnzahl: 3, lademeter: 7 },
      { config: { isLademeterBerechnen: 'true' } },
      'lademeter',
      7,
    ],
    [
      'STP rounded up to 0.5',
      { laengeCM: 120, breiteCM: 80, lademittel: { id: 1 }, lademittelAnzahl: 3 },
      { config: { isStellplaetzeBerechnen: 'true' } },
      'stellplaetze',
      3,
    ],
  ])('%s', (_, row, more, field, expected) => {
    expect(position(row, more)[field]).toBe(expected);
  });

  it('sums the overview over all positions with 3 decimals', () => {
    const data = applyComputed(
      auftragserfassungScreen,
      ctx({
        auftragspositionen: [
          {
            verpackungAnzahl: 4,
            bruttoGewicht: 812.5,
            laengeCM: 120,
            breiteCM: 80,
            hoeheCM: 100,
            verpackung: { id: 3 },
          },
          { lademittelAnzahl: 2, bruttoGewicht: 150.125, lademittel: { id: 1 } },
          {},
        ],
      }),
    );
    expect(data.uebersicht).toMatchObject({ verpackungAnzahl: 4, lademittelAnzahl: 2, gewicht: 962.625, cbm: 3.84 });
  });

  it('counts the overview per packaging type and per load-carrier type (orders.md §9)', () => {
    const data = applyComputed(
      auftragserfassungScreen,
      ctx({
        auftragspositionen: [
          { verpackung: { id: 3 }, verpackungAnzahl: 4, lademittel: { id: 1 }, lademittelAnzahl: 2 },
          { verpackung: { id: 5 }, verpackungAnzahl: 1 },
          { verpackung: { id: 3 }, verpackungAnzahl: 6, lademittel: { id: 2 }, lademittelAnzahl: 1 },
          { lademittel: { id: 1 }, lademittelAnzahl: 3 },
          { verpackung: { id: 8 } },
          {},
        ],
      }),
    );
    expect(data.uebersicht).toMatchObject({
      verpackungenJeArt: [
        { key: 3, sum: 10 },
        { key: 5, sum: 1 },
      ],
      lademittelJeArt: [
        { key: 1, sum: 5 },
        { key: 2, sum: 1 },
      ],
      verpackungAnzahl: 11,
      lademittelAnzahl: 6,
    });
  });

  it.each([
    [
      'neither net weight nor liter',
      { nettoGewicht: undefined, liter: undefined },
      ['Bitte füllen Sie Nettogewicht oder Liter aus.'],
    ],
    [
      'both net weight and liter',
      { nettoGewicht: 10, liter: 5 },
      ['Bitte füllen Sie entweder Nettogewicht oder Liter aus.'],
    ],
    [
      'net above gross',
      { nettoGewicht: 120, liter: undefined },
      ['Nettogewicht darf nicht größer sein als Bruttogewicht.'],
    ],
    ['a complete line', { nettoGewicht: 80 }, []],
    // §5 'A line is sent only with class, count, packaging, gross weight and liter or net weight': a zero is none of them, as the
    // server's store filter reads it, so the dialog refuses what the server would drop.
    ['net weight 0 without liter', { nettoGewicht: 0 }, ['Bitte füllen Sie Nettogewicht oder Liter aus.']],
    ['net weight 0 beside liter', { nettoGewicht: 0, liter: 5 }, []],
    ['count 0', { anzahl: 0, nettoGewicht: 80 }, ['Der Wert darf nicht kleiner als 1 sein.']],
    ['gross weight 0', { bruttoGewicht: 0, liter: 5 }, ['Der Wert muss größer als 0 sein.']],
  ])('Gefahrgut line: %s', (_, line, expected) => {
    const full = {
      gefahrgutUnnr: { unnr: '1203', id: 1203 },
      gefahrgutklasse: { id: 1203 },
      anzahl: 2,
      verpackung: { id: 5 },
      bruttoGewicht: 100,
      ...line,
    };
    expect([...new Set(messages({ gefahrgutZeilen: [full] }).map((m) => m.split(': ')[1]))]).toEqual(expected);
  });

  it('requires class, UN number, packaging, count and gross weight of a started Gefahrgut line', () => {
    expect(messages({ gefahrgutZeilen: [{ liter: 5 }] })).toEqual(
      ['gefahrgutklasse.id', 'gefahrgutUnnr.unnr', 'verpackung.id', 'anzahl', 'bruttoGewicht'].map(
        (f) => `gefahrgutZeilen.0.${f}: Feld ist ein Pflichtfeld. Bitte ausfüllen.`,
      ),
    );
  });

  it.each([
    ['Frankatur is required', { frankatur: {} }, {}, ['frankatur.id: Feld ist ein Pflichtfeld. Bitte ausfüllen.']],
    [
      'Verkehrsart only with isVerkehrsartPflichtfeld',
      { verkehrsart: {} },
      { config: { isVerkehrsartPflichtfeld: 'true' } },
      ['verkehrsart.id: Feld ist ein Pflichtfeld. Bitte ausfüllen.'],
    ],
    [
      'metro users need all three dimensions',
      { auftragspositionen: [{ warengutBezeichnung: 'X', bruttoGewicht: 1 }] },
      { session: { metro: true } },
      ['laengeCM', 'breiteCM', 'hoeheCM'].map(
        (f) => `auftragspositionen.0.${f}: Feld ist ein Pflichtfeld. Bitte ausfüllen.`,
      ),
    ],
    ['sender reference max 20', { spedfremdnr: 'x'.repeat(21) }, {}, ['spedfremdnr']],
    ['sender reference max 35 in variant B', { spedfremdnr: 'x'.repeat(21) }, { variant: 'B' }, []],
    [
      'premium Terminart with dangerous goods',
      {
        terminkennzeichen: { id: 51 },
        auftragspositionen: [{ warengutBezeichnung: 'X', bruttoGewicht: 1, mitGefahrguetern: true }],
      },
      {},
      ['terminkennzeichen.id: Der Premium-Service ist mit Gefahrgut nicht erlaubt.'],
    ],
  ])('%s', (_, data, more, expected) => {
    const found = messages(data, more);
    expect(expected.every((e) => e.includes(': ')) ? found : found.map((m) => m.split(':')[0])).toEqual(expected);
  });

  it.each([
    ['Neutral tab fields only with isShowAbsenderNeutral', 'neutralerAbsender.name', {}, false],
    [
      'Neutral tab fields with isShowAbsenderNeutral',
      'neutralerAbsender.name',
      { config: { isShowAbsenderNeutral: 'true' } },
      true,
    ],
    [
      'delivery times hidden with isDisableUhrzeitfelder',
      'entladezeitVon',
      { config: { isDisableUhrzeitfelder: 'true' } },
      false,
    ],
    ['IBAN only in variant B', 'iban', {}, false],
    ['COD currency outside variant B', 'nachnahmeWaehrung.id', {}, true],
    ['Metro-Kennung for metro users', 'metrokennung.id', { session: { metro: true } }, true],
  ])('visibility: %s', (_, field, more, visible) => {
    expect(resolveFields(resolved(ctx({}, more)), ctx({}, more))[field].visible).toBe(visible);
  });

  it.each([
    ['both German', { absender: { lkz: 'DE' }, empfaenger: { lkz: 'DE' } }, 'C', 1],
    ['one side foreign', { absender: { lkz: 'DE' }, empfaenger: { lkz: 'AT' } }, 'C', 4],
    [
      'foreign recipient with a delivery mark',
      { absender: { lkz: 'DE' }, empfaenger: { lkz: 'AT' }, zustellkennzeichen: { id: 2 } },
      'C',
      1,
    ],
    ['a country unknown', { absender: { lkz: 'DE' }, empfaenger: {} }, 'C', 1],
    [
      'other variants keep what was chosen',
      { absender: { lkz: 'DE' }, empfaenger: { lkz: 'AT' }, verkehrsart: { id: 2 } },
      'default',
      2,
    ],
  ])('Verkehrsart set automatically in variant C: %s', (_, data, variant, expected) => {
    expect(
      (
        applyComputed(resolved(ctx(data, { variant })), ctx(data, { variant })).verkehrsart as
          { id?: number } | undefined
      )?.id,
    ).toBe(expected);
  });

  const services = [
    { spez_num: 48, isKostenpfl: true },
    { spez_num: 14, isKostenpfl: false },
    { spez_num: 9, bezeichnung: 'Zollabfertigung' },
    {},
  ];
  it.each([
    ['without isServicesInternSendungen: one section Services with every service', {}, [['Services', [0, 1, 2, 3]]]],
    [
      "isServicesInternSendungen 'false' reads the same",
      { isServicesInternSendungen: 'false' },
      [['Services', [0, 1, 2, 3]]],
    ],
    [
      'isServicesInternSendungen: the chargeable (and own) services, then the internal shipments',
      { isServicesInternSendungen: 'true' },
      [
        ['Services (kostenpfl.)', [0, 2, 3]],
        ['Services (Intern. Sendungen)', [1]],
      ],
    ],
  ])('service sections (orders.md §2): %s', (_, config, expected) => {
    const context = { ...ctx({ auftragServices: services }, { config }) };
    const sections = tableNodes(auftragserfassungScreen.layout)
      .filter((t) => t.field === 'auftragServices' && evaluate(t.visible, context, true))
      .map((t) => [
        t.titleRule === undefined ? t.title : compute(t.titleRule, context),
        services.flatMap((row, index) => (evaluate(t.rowFilter, { ...context, row, index }, true) ? [index] : [])),
      ]);
    expect(sections).toEqual(expected);
  });

  it('Terminart is read-only while a Zustellkennzeichen is set', () => {
    expect(
      resolveFields(auftragserfassungScreen, ctx({ zustellkennzeichen: { id: 2 } }))['terminkennzeichen.id'].readOnly,
    ).toBe(true);
    expect(resolveFields(auftragserfassungScreen, ctx({}))['terminkennzeichen.id'].readOnly).toBe(false);
  });
});
