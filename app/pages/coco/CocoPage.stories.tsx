import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { adminAccount, demoAccount, withPortal } from '../../storybook';
import { CocoPage } from './CocoPage';
import { withCocoApi } from './cocoStoryApi';

const meta = {
  title: 'Screens/Konfigurator',
  component: CocoPage,
  decorators: [withCocoApi, withPortal],
  parameters: { portal: { account: adminAccount, route: '/admin/coco' } },
} satisfies Meta<typeof CocoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the tenant's switches from the catalogue, grouped by topic, the profile buttons and 'Änderungen Speichern'. */
export const Konfigurator: Story = {};

/** The profile Sievers applied: the form filled from the profile, nothing sent yet. */
export const ProfilSievers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sievers' }));
  },
};

/** A user who is no admin reads why (the server refuses the calls anyway). */
export const KeinZugriff: Story = { parameters: { portal: { account: demoAccount, route: '/admin/coco' } } };
