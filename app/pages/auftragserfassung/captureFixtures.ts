/** Reference lists and a stored order as the server answers them, for the capture screen's stories and component tests. */
const list = (...names: [number, string][]) =>
  names.map(([id, kurzBezeichnung]) => ({ id, kurzBezeichnung, langBezeichnung: kurzBezeichnung }));

/** Answers of the reference endpoints the capture document names, by path. */
export const captureReferenceData: Record<string, unknown> = {
  '/api/frankaturen': list([1, 'ab Werk'], [2, 'unfrei'], [5, 'frei Haus']),
  '/api/verkehrsarten': list([1, 'National'], [2, 'Komplettladung'], [4, 'International']),
  '/api/terminkennzeichen': list(
    [4, 'Fixtermin'],
    [10, 'Regellaufzeit'],
    [50, 'Premium 8'],
    [51, 'Premium 10'],
    [52, 'Premium 12'],
  ),
  '/api/zustellkennzeichen': list([1, 'Hebebühne'], [2, 'Privatzustellung']),
  '/api/anlieferkennzeichen': list([1, 'Rampe'], [2, 'Seitenladung']),
  '/api/sperrigkeiten': list([1, 'normal'], [2, 'sperrig']),
  '/api/metrokennungen': list([1, 'Metro Cash & Carry']),
  '/api/verpackungen': list([1, 'Karton / Faltschachtel'], [5, 'Kanister'], [8, 'Kombinationsverpackung (ADR)']),
  '/api/lademittel': list([1, 'Europalette 120 x 80 cm (EPAL)'], [2, 'Gitterboxpalette 124 x 84 cm']),
  '/api/waehrungen': [
    { id: 1, bezeichnungKurz: 'CHF' },
    { id: 2, bezeichnungKurz: 'EUR' },
  ],
  '/api/mandanten/hauptmandant-summary': [
    { id: 1, name: 'Spedition Nordlicht GmbH' },
    { id: 2, name: 'Nordlicht Logistik Hamburg' },
    { id: 3, name: 'Nordlicht Logistik Bremen' },
  ],
  '/api/gefahrgutklasse/search': [
    {
      id: 1202,
      klasse: '3',
      bezeichnung: 'DIESELKRAFTSTOFF',
      verpackungscode: 'III',
      gefahrgutUnnr: { id: 1202, unnr: '1202' },
    },
    { id: 1203, klasse: '3', bezeichnung: 'BENZIN', verpackungscode: 'II', gefahrgutUnnr: { id: 1203, unnr: '1203' } },
  ],
  '/api/auftragsvorlagen/exists': { exists: false, id: null },
  '/api/jasper-print/report-types': [
    { id: 1, label: 'Auftragsbestätigung', reportFileName: 'auftrag.jasper' },
    { id: 2, label: 'Übernahmeliste', reportFileName: 'uebernahmeliste.jasper' },
    { id: 3, label: 'Intern', reportFileName: 'intern_vorlage.jasper' },
  ],
  '/api/auftragdefaultservice': [
    {
      spez_num: 48,
      bezeichnung: 'Abtragen',
      typ: 'Logisch',
      editable: true,
      active: false,
      attributName: 'abtragen',
      isKostenpfl: true,
    },
    {
      spez_num: 49,
      bezeichnung: 'Lenkeravis',
      typ: 'text',
      editable: true,
      active: false,
      attributName: 'lenkeravis',
      isKostenpfl: false,
    },
    {
      spez_num: 151,
      bezeichnung: 'myDelivery',
      typ: 'Logisch',
      editable: true,
      active: false,
      awSperre: true,
      isKostenpfl: false,
    },
  ],
};

/** A stored order of Nordlicht Logistik Hamburg with two positions, one with a dangerous-goods line. */
export const storedOrder = {
  id: 4711,
  spedeigennr: '4711000',
  status: { id: 1, kurzBezeichnung: 'erfasst' },
  datum: '2026-11-23T08:15:00.000Z',
  erfasser: { name: 'demo' },
  spedfremdnr: 'PO-2026-17',
  empfaengerReferenz: 'WE-4711',
  frankatur: { id: 5 },
  verkehrsart: { id: 1 },
  nachnahmeWaehrung: { id: 2 },
  absender: {
    name: 'Elbe Papierwerke GmbH',
    strasse: 'Am Sandtorkai',
    hausnummer: '12',
    lkz: 'DE',
    plz: '20457',
    ort: 'Hamburg',
  },
  empfaenger: {
    name: 'Weser Elektrotechnik GmbH',
    strasse: 'Faulenstraße',
    hausnummer: '3',
    lkz: 'DE',
    plz: '28195',
    ort: 'Bremen',
  },
  abholDatumVon: '2026-11-23T07:00:00.000Z',
  zustellDatumVon: '2026-11-24T08:30:00.000Z',
  dispohinweis: 'Bitte vor 10 Uhr anliefern',
  auftragspositionen: [
    {
      laufendePosition: 1,
      verpackungAnzahl: 4,
      verpackung: { id: 1 },
      verpackungseinheit: 1,
      warengutBezeichnung: 'Papierrollen',
      bruttoGewicht: 812.5,
      laengeCM: 120,
      breiteCM: 80,
      hoeheCM: 100,
      volumenCBM: 3.84,
    },
    {
      laufendePosition: 2,
      lademittelAnzahl: 1,
      lademittel: { id: 1 },
      verpackungseinheit: 2,
      warengutBezeichnung: 'Lösungsmittel',
      bruttoGewicht: 150,
      mitGefahrguetern: true,
      auftragsgefahrgueter: [
        {
          laufendeNummer: 1,
          gefahrgutUnnr: { unnr: '1203', id: 1203 },
          gefahrgutklasse: { id: 1203, klasse: '3', bezeichnung: 'BENZIN' },
          anzahl: 2,
          verpackung: { id: 5 },
          bruttoGewicht: 100,
          nettoGewicht: 80,
        },
      ],
    },
  ],
};

/** A stored order the dispatch system has priced (kf_id set, status 3): its Tagespreis shows {@link pricedOrderParts}. */
export const pricedOrder = {
  ...storedOrder,
  id: 4713,
  spedeigennr: '4713000',
  status: { id: 3, kurzBezeichnung: 'Preisermittlung ist erfolgt' },
  kf_id: 904713,
  kalkulationsFolgeId: 904713,
};

/** The server's 400 answer to a save it refuses (server/orders validateOrder): one notification per field, by form path. */
export const saveRefusal = [
  {
    id: 'auftrag.maxLength',
    fieldname: 'empfaengerReferenz',
    severity: 'ERROR',
    header: 'Ungültige Eingabe',
    message: 'max. 35 Zeichen',
  },
  {
    id: 'auftrag.ggPflicht_anzahl',
    fieldname: 'auftragspositionen.1.auftragsgefahrgueter.0.anzahl',
    severity: 'ERROR',
    header: 'Ungültige Eingabe',
    message: 'Feld ist ein Pflichtfeld. Bitte ausfüllen.',
  },
];

/**
 * A stored order of Hamburg whose positions hold each pair of orders.md §4: packaging and count, load carrier and count, both.
 * Its stored Verpackungseinheit is the other one on purpose: the form derives it anew, as the server does on save.
 */
export const pairsOrder = {
  ...storedOrder,
  id: 4714,
  spedeigennr: '4714000',
  auftragspositionen: [
    {
      laufendePosition: 1,
      verpackungAnzahl: 4,
      verpackung: { id: 1 },
      verpackungseinheit: 2,
      warengutBezeichnung: 'Papierrollen',
      bruttoGewicht: 800,
      laengeCM: 120,
      breiteCM: 80,
      hoeheCM: 100,
    },
    {
      laufendePosition: 2,
      lademittelAnzahl: 2,
      lademittel: { id: 1 },
      verpackungseinheit: 1,
      warengutBezeichnung: 'Fliesen',
      bruttoGewicht: 900,
      laengeCM: 120,
      breiteCM: 80,
      hoeheCM: 150,
    },
    {
      laufendePosition: 3,
      verpackungAnzahl: 6,
      verpackung: { id: 5 },
      lademittelAnzahl: 1,
      lademittel: { id: 2 },
      verpackungseinheit: 1,
      warengutBezeichnung: 'Farben',
      bruttoGewicht: 300,
      laengeCM: 100,
      breiteCM: 100,
      hoeheCM: 100,
    },
  ],
};

/**
 * A stored order whose first position holds a packaging (9 'Eimer') and a load carrier (7 'Chemiepalette') the tenant's lists no
 * longer offer ({@link captureReferenceData}): the order keeps their ids and stored names (`value`).
 */
export const formerListOrder = {
  ...storedOrder,
  id: 4715,
  spedeigennr: '4715000',
  auftragspositionen: [
    {
      laufendePosition: 1,
      verpackungAnzahl: 3,
      verpackung: { id: 9, value: 'Eimer' },
      lademittelAnzahl: 1,
      lademittel: { id: 7, value: 'Chemiepalette' },
      verpackungseinheit: 2,
      warengutBezeichnung: 'Lack',
      bruttoGewicht: 120,
    },
    {
      laufendePosition: 2,
      verpackungAnzahl: 2,
      verpackung: { id: 1, value: 'Karton' },
      verpackungseinheit: 1,
      warengutBezeichnung: 'Papier',
      bruttoGewicht: 40,
    },
  ],
};

/** A stored order with a logical service (48 Abtragen, stored value 'true') and a text service (49 Lenkeravis with a value). */
export const servicesOrder = {
  ...storedOrder,
  id: 4716,
  spedeigennr: '4716000',
  auftragServices: [
    { spez_num: 48, wert: 'true' },
    { spez_num: 49, wert: 'Herr Meier' },
  ],
};
