import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenForm } from '../../../ScreenForm';
import { adrEntries, adrLinesScreen, searchAdr } from './suggestFixtures';

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
