import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OptionSources, ScreenDocument } from '../../../../core';
import { ScreenForm } from '../../../ScreenForm';

const FIRMS = ['Alpenland Käserei eG', 'Elbe Papierwerke GmbH', 'Hanseatische Kaffeerösterei GmbH', 'Koch Feinkost Import', 'Weser Elektrotechnik GmbH'];
const PLACES: [plz: string, ort: string][] = [['20457', 'Hamburg'], ['28195', 'Bremen'], ['03048', 'Cottbus'], ['50667', 'Köln'], ['80331', 'München']];

const STREETS = ['Hafenstraße', 'Am Wall', 'Lindenallee', 'Domplatz', 'Marienplatz'];

/** A tenant's address book as the server keeps it: 25 addresses, more than one search answers (20); every firm in five places. */
export const addressBook = FIRMS.flatMap((name, i) => PLACES.map(([plz, ort], j) => ({
  id: 100 + i * 5 + j, name, strasse: STREETS[j], hausnummer: j === 4 ? undefined : String(i + j + 1), plz, ort,
  matchcode: `M${20000 + i * 5 + j}`, label: `${name}, ${plz} ${ort}` })));

/** The server's search (GET /api/adressen/search): every word a part of name, PLZ, Ort or matchcode; first 20 by name. */
export const searchAddresses: OptionSources = Object.assign(async (_source: string, _params: Record<string, unknown>, search = '') => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return addressBook.filter((a) => words.every((w) => `${a.name} ${a.plz} ${a.ort} ${a.matchcode}`.toLowerCase().includes(w))).slice(0, 20);
}, { searches: (source: string) => source === 'adressen' });

/** The sender search of order capture: a suggest box whose source searches on the server as the user types. */
export const senderSearchScreen: ScreenDocument = {
  id: 'absendersuche',
  title: 'Absender suchen',
  dataSchema: { type: 'object', properties: { absender: { type: 'integer', title: 'Adresse suchen' } } },
  layout: [{ type: 'field', field: 'absender', widget: 'suggest', options: { source: 'adressen', label: 'label', value: 'id' } }],
};

const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/Theme/Widgets/SuggestWidget/Serversuche',
  component: ScreenForm,
  args: { document: senderSearchScreen, optionSources: searchAddresses, onSubmit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** Nothing chosen: typing 'bremen' asks the address book for the Bremen addresses. */
export const Leer: Story = {};

/** The capture document's address search: the name as label, street, house number, postcode and place as second line. */
export const addressDetailScreen: ScreenDocument = {
  ...senderSearchScreen,
  layout: [{ type: 'field', field: 'absender', widget: 'suggest',
    options: { source: 'adressen', label: 'name', detail: '{strasse} {hausnummer}, {plz} {ort}', value: 'id' } }],
};

/** Each address as name plus a line with street, house number, postcode and place: one firm's five addresses told apart. */
export const MitAnschrift: Story = { args: { document: addressDetailScreen } };
