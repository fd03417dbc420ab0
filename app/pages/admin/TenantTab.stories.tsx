import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { adminAccount, withPortal } from '../../storybook';
import { AdminPage } from './AdminPage';
import { withTenantApi } from './tenantStoryApi';

const meta = {
  title: 'Screens/Adminbereich/Mandanten',
  component: AdminPage,
  decorators: [withTenantApi, withPortal],
  parameters: { portal: { account: adminAccount, route: '/admin' } },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on the tab Mandanten: main tenants, free tenants; marking a main tenant lists its sub-tenants. */
export const Mandanten: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mandanten' }));
    await canvas.findByRole('grid', { name: 'Hauptmandanten' });
  },
};

/** The main tenant marked: its sub-tenants in the middle list, ready to assign a free tenant or remove one. */
export const HauptmandantMarkiert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mandanten' }));
    const mains = await canvas.findByRole('grid', { name: 'Hauptmandanten' });
    await userEvent.click(await within(mains).findByText('Spedition Nordlicht GmbH'));
    await canvas.findByRole('grid', { name: 'Untermandanten von Spedition Nordlicht GmbH' });
  },
};
