import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { adminAccount, hauptAccount, withPortal } from '../../storybook';
import { AdminPage } from './AdminPage';
import { withApiKeyApi } from './apiKeyStoryApi';

const meta = {
  title: 'Screens/Adminbereich/API-Schlüssel',
  component: AdminPage,
  decorators: [withApiKeyApi, withPortal],
  parameters: { portal: { account: hauptAccount, route: '/admin' } },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A main user on the tab API-Schlüssel: the tenant's keys (one revoked) and the form for a new one. */
export const Liste: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'API-Schlüssel' }));
    await canvas.findByRole('grid', { name: 'API-Schlüssel des Mandanten' });
  },
};

/** A key just created: shown this once with its copy button. */
export const NeuAngelegt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'API-Schlüssel' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'ERP Auftragsanlage');
    await userEvent.click(canvas.getByRole('button', { name: 'Schlüssel anlegen' }));
    await canvas.findByRole('button', { name: 'Schlüssel kopieren' });
  },
};

/** An admin on the tab Änderungsprotokoll: the filters and the changes with their fields from old to new. */
export const Aenderungsprotokoll: Story = {
  parameters: { portal: { account: adminAccount, route: '/admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Änderungsprotokoll' }));
    await canvas.findByRole('grid', { name: 'Änderungen' });
  },
};
