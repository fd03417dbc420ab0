import type { OptionSources, ScreenDocument } from '../../../../core';

// Data and sources of the SuggestWidget stories and their component tests: a server-side address search and ADR lines
// whose choice fills several fields. Kept out of the story files, whose every export is a story.

const FIRMS = [
  'Alpenland Käserei eG',
  'Elbe Papierwerke GmbH',
  'Hanseatische Kaffeerösterei GmbH',
  'Koch Feinkost Import',
  'Weser Elektrotechnik GmbH',
];
const PLACES: [plz: string, ort: string][] = [
  ['20457', 'Hamburg'],
  ['28195', 'Bremen'],
  ['03048', 'Cottbus'],
  ['50667', 'Köln'],
  ['80331', 'München'],
];

const STREETS = ['Hafenstraße', 'Am Wall', 'Lindenallee', 'Domplatz', 'Marienplatz'];

/** A tenant's address book as the server keeps it: 25 addresses, more than one search answers (20); every firm in five places. */
export const addressBook = FIRMS.flatMap((name, i) =>
  PLACES.map(([plz, ort], j) => ({
    id: 100 + i * 5 + j,
    name,
    strasse: STREETS[j],
    hausnummer: j === 4 ? undefined : String(i + j + 1),
    plz,
    ort,
    matchcode: `M${20000 + i * 5 + j}`,
    label: `${name}, ${plz} ${ort}`,
  })),
);

/** The server's search (GET /api/adressen/search): every word a part of name, PLZ, Ort or matchcode; first 20 by name. */
export const searchAddresses: OptionSources = Object.assign(
  async (_source: string, _params: Record<string, unknown>, search = '') => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return addressBook
      .filter((a) => words.every((w) => `${a.name} ${a.plz} ${a.ort} ${a.matchcode}`.toLowerCase().includes(w)))
      .slice(0, 20);
  },
  { searches: (source: string) => source === 'adressen' },
);

/** The sender search of order capture: a suggest box whose source searches on the server as the user types. */
export const senderSearchScreen: ScreenDocument = {
  id: 'absendersuche',
  title: 'Absender suchen',
  dataSchema: { type: 'object', properties: { absender: { type: 'integer', title: 'Adresse suchen' } } },
  layout: [
    {
      type: 'field',
      field: 'absender',
      widget: 'suggest',
      options: { source: 'adressen', label: 'label', value: 'id' },
    },
  ],
};

/** The capture document's address search: the name as label, street, house number, postcode and place as second line. */
export const addressDetailScreen: ScreenDocument = {
  ...senderSearchScreen,
  layout: [
    {
      type: 'field',
      field: 'absender',
      widget: 'suggest',
      options: { source: 'adressen', label: 'name', detail: '{strasse} {hausnummer}, {plz} {ort}', value: 'id' },
    },
  ],
};

/** ADR entries in the shape of a line (class data and UN number apart); the id is the UN number as a number. */
export const adrEntries = [
  ['0012', 'PATRONEN FÜR WAFFEN', '1.4S'],
  ['1202', 'DIESELKRAFTSTOFF', '3'],
  ['1203', 'BENZIN', '3'],
  ['1223', 'KEROSIN', '3'],
].map(([unnr, bezeichnung, klasse]) => ({
  stoff: { id: Number(unnr), bezeichnung, klasse },
  un: { id: Number(unnr), unnr },
}));

/** The server's search: digits by the start of the UN number, other text by a part of the name. */
export const searchAdr: OptionSources = Object.assign(
  async (_source: string, _params: Record<string, unknown>, search = '') => {
    if (!search) return [];
    return adrEntries.filter((e) =>
      /^\d+$/.test(search)
        ? e.un.unnr.startsWith(search)
        : e.stoff.bezeichnung.toLowerCase().includes(search.toLowerCase()),
    );
  },
  { searches: (source: string) => source === 'adr' },
);

const choice = (field: string) => ({
  type: 'field' as const,
  field,
  widget: 'suggest',
  options: {
    source: 'adr',
    value: field,
    label: field,
    detail: '{stoff.bezeichnung}',
    fill: { un: 'un', stoff: 'stoff' },
  },
});

/** Lines whose UN number and class are suggest boxes over one searching source; a choice in either fills both (`fill`). */
export const adrLinesScreen: ScreenDocument = {
  id: 'adr-zeilen',
  dataSchema: {
    type: 'object',
    properties: {
      zeilen: {
        type: 'array',
        title: 'Gefahrgüter',
        items: {
          type: 'object',
          properties: {
            nr: { type: 'integer', title: 'Nr.' },
            un: {
              type: 'object',
              properties: { unnr: { type: 'string', title: 'UN-Nr.', maxLength: 4 }, id: { type: 'integer' } },
            },
            stoff: {
              type: 'object',
              properties: {
                id: { type: 'integer', title: 'Klasse-Id' },
                klasse: { type: 'string', title: 'Klasse' },
                bezeichnung: { type: 'string', title: 'Bezeichnung' },
              },
            },
            anzahl: { type: 'integer', title: 'Anzahl', minimum: 0 },
          },
        },
      },
    },
  },
  layout: [
    {
      type: 'table',
      id: 'zeilen',
      field: 'zeilen',
      title: 'Gefahrgüter',
      sequence: 'nr',
      columns: [
        { type: 'field', field: 'nr', readOnly: true },
        choice('un.unnr'),
        choice('stoff.id'),
        { type: 'field', field: 'stoff.klasse', readOnly: true },
        { type: 'field', field: 'stoff.bezeichnung', readOnly: true },
        { type: 'field', field: 'anzahl', widget: 'number' },
      ],
    },
  ],
};
