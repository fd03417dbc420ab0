import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenForm } from '../../../ScreenForm';
import { addressDetailScreen, searchAddresses, senderSearchScreen } from './suggestFixtures';

const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/Theme/Widgets/SuggestWidget/Serversuche',
  component: ScreenForm,
  args: { document: senderSearchScreen, optionSources: searchAddresses, onSubmit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** Nothing chosen: typing 'bremen' asks the address book for the Bremen addresses. */
export const Leer: Story = {};

/** Each address as name plus a line with street, house number, postcode and place: one firm's five addresses told apart. */
export const MitAnschrift: Story = { args: { document: addressDetailScreen } };
