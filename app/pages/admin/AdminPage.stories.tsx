import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminAccount, hauptAccount, withPortal } from '../../storybook';
import { withAddressApi } from '../adressmanagement/addressStoryApi';
import { AdminPage } from './AdminPage';

const meta = {
  title: 'Screens/Adminbereich',
  component: AdminPage,
  decorators: [withAddressApi, withPortal],
  parameters: { portal: { account: adminAccount, route: '/admin' } },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the address import for every tenant ('Datei auswählen' opens the file choice; the preview fills from it). */
export const Adressimport: Story = {};

/** A main client's user: the import for the own tenant and its sub-tenants. */
export const Hauptmandant: Story = { parameters: { portal: { account: hauptAccount, route: '/admin' } } };
