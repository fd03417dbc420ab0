import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { adminAccount, demoAccount, hauptAccount, withPortal } from '../../storybook';
import { withAddressApi } from '../adressmanagement/addressStoryApi';
import { AdminPage } from './AdminPage';
import { withPremiumApi } from './premiumStoryApi';
import { withStatusApi } from './statusStoryApi';

const meta = {
  title: 'Screens/Adminbereich',
  component: AdminPage,
  decorators: [withPremiumApi, withStatusApi, withAddressApi, withPortal],
  parameters: { portal: { account: adminAccount, route: '/admin' } },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the address import for every tenant ('Datei auswählen' opens the file choice; the preview fills from it). */
export const Adressimport: Story = {};

/** An admin on the tab Statusübersetzer: the display statuses, the marked one in the form below. */
export const Statusuebersetzer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Statusübersetzer' }));
    await canvas.findByRole('grid', { name: 'Anzeigestatus' });
  },
};

/** An admin on the tab Standard-Statuskette: two fixed entries, the others with a drag handle (mouse and keyboard). */
export const Statuskette: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Standard-Statuskette' }));
    await canvas.findByRole('list', { name: 'Standard-Statuskette' });
  },
};

/**
 * An admin of a client with isBexPremium on the tab Premiumimport: file choice, template, preview with row numbers and
 * errors, and the stored premium areas (empty until 'Importieren').
 */
export const Premiumimport: Story = {
  parameters: {
    portal: { account: { ...adminAccount, config: { ...adminAccount.config, isBexPremium: 'true' } }, route: '/admin' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Premiumimport' }));
    await canvas.findByRole('grid', { name: 'Gespeicherte Premiumgebiete' });
  },
};

/** A main client's user: only the import, for the own tenant and its sub-tenants. */
export const Hauptmandant: Story = { parameters: { portal: { account: hauptAccount, route: '/admin' } } };

/** A user who may not open the admin area reads why (the server refuses every admin call anyway). */
export const KeinZugriff: Story = { parameters: { portal: { account: demoAccount, route: '/admin' } } };
