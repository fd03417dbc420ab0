import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { adminAccount, withPortal } from '../../../storybook';
import { WerkbankTab } from './WerkbankTab';
import { withWerkbankApi } from './werkbankStoryApi';

const meta = {
  title: 'Screens/Konfigurator/Werkbank',
  component: WerkbankTab,
  decorators: [withWerkbankApi, withPortal],
  parameters: { portal: { account: adminAccount, route: '/admin/coco' } },
} satisfies Meta<typeof WerkbankTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new overlay file of the capture screen: its skeleton in the editor, the preview as kunde-c (variant C). */
export const NeueDatei: Story = {};

/** The variant C overlay of the capture screen opened: the editor, its preview and what it changes per variant. */
export const VarianteC: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'auftragserfassung-variante-c.json' });
    await userEvent.selectOptions(canvas.getByLabelText('Datei'), 'auftragserfassung-variante-c');
  },
};
