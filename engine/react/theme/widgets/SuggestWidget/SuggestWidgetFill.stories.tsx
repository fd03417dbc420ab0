import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OptionSources, ScreenDocument } from '../../../../core';
import { ScreenForm } from '../../../ScreenForm';

/** ADR entries in the shape of a line (class data and UN number apart); the id is the UN number as a number. */
export const adrEntries = [['0012', 'PATRONEN FÜR WAFFEN', '1.4S'], ['1202', 'DIESELKRAFTSTOFF', '3'], ['1203', 'BENZIN', '3'], ['1223', 'KEROSIN', '3']]
  .map(([unnr, bezeichnung, klasse]) => ({ stoff: { id: Number(unnr), bezeichnung, klasse }, un: { id: Number(unnr), unnr } }));

/** The server's search: digits by the start of the UN number, other text by a part of the name. */
export const searchAdr: OptionSources = Object.assign(async (_source: string, _params: Record<string, unknown>, search = '') => {
  if (!search) return [];
  return adrEntries.filter((e) => (/^\d+$/.test(search) ? e.un.unnr.startsWith(search) : e.stoff.bezeichnung.toLowerCase().includes(search.toLowerCase())));
}, { searches: (source: string) => source === 'adr' });

const choice = (field: string) => ({ type: 'field' as const, field, widget: 'suggest', options: {
  source: 'adr', value: field, label: field, detail: '{stoff.bezeichnung}', fill: { un: 'un', stoff: 'stoff' } } });

/** Lines whose UN number and class are suggest boxes over one searching source; a choice in either fills both (`fill`). */
export const adrLinesScreen: ScreenDocument = {
  id: 'adr-zeilen',
  dataSchema: { type: 'object', properties: { zeilen: { type: 'array', title: 'Gefahrgüter', items: { type: 'object', properties: {
    nr: { type: 'integer', title: 'Nr.' },
    un: { type: 'object', properties: { unnr: { type: 'string', title: 'UN-Nr.', maxLength: 4 }, id: { type: 'integer' } } },
    stoff: { type: 'object', properties: { id: { type: 'integer', title: 'Klasse-Id' }, klasse: { type: 'string', title: 'Klasse' },
      bezeichnung: { type: 'string', title: 'Bezeichnung' } } },
    anzahl: { type: 'integer', title: 'Anzahl', minimum: 0 },
  } } } } },
  layout: [{ type: 'table', id: 'zeilen', field: 'zeilen', title: 'Gefahrgüter', sequence: 'nr', columns: [
    { type: 'field', field: 'nr', readOnly: true }, choice('un.unnr'), choice('stoff.id'),
    { type: 'field', field: 'stoff.klasse', readOnly: true }, { type: 'field', field: 'stoff.bezeichnung', readOnly: true },
    { type: 'field', field: 'anzahl', widget: 'number' },
  ] }],
};

const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/Theme/Widgets/SuggestWidget/Auswahl füllt',
  component: ScreenForm,
  args: { document: adrLinesScreen, optionSources: searchAdr, onSubmit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** No line yet: typing '12' into UN-Nr. lists 1202, 1203 and 1223; choosing one fills class and name. */
export const Leer: Story = {};

/** A stored line: the boxes show its UN number and class id from the data the choice filled, without a search. */
export const Gespeichert: Story = { args: { formData: { zeilen: [{ nr: 1, ...adrEntries[2], anzahl: 2 }] } } };
