import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoAccount, hauptAccount, leserAccount, withPortal } from '../../storybook';
import { withAddressApi } from './addressStoryApi';
import { AdressmanagementPage } from './AdressmanagementPage';

const meta = {
  title: 'Screens/Adressenmanagement',
  component: AdressmanagementPage,
  decorators: [withAddressApi, withPortal],
  parameters: { portal: { account: demoAccount, route: '/masterdata/adressmanagement' } },
} satisfies Meta<typeof AdressmanagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user of Nordlicht Hamburg: the address book with search, sortable columns and the toolbar. */
export const Standard: Story = {};

/** A main client's user: the tenant selector above the search. */
export const Hauptmandant: Story = {
  parameters: { portal: { account: hauptAccount, route: '/masterdata/adressmanagement' } },
};

/** A user without the edit right: no add, copy or delete (the capture opens read-only). */
export const NurLesen: Story = {
  parameters: { portal: { account: leserAccount, route: '/masterdata/adressmanagement' } },
};
