import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigation } from '../../schemas';
import { PortalRoutes } from '../routing';
import { adminAccount, demoAccount, withPortal } from '../storybook';
import type { PortalParameters } from '../storybook';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  decorators: [withPortal],
  // The real route table, so the menu navigates between placeholder pages and Logout returns to the login.
  render: () => <PortalRoutes />,
  parameters: {
    layout: 'fullscreen',
    portal: { account: demoAccount, route: navigation.startRoute } satisfies PortalParameters,
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'demo' lands on the start route: header above the placeholder of the order list. */
export const Auftragsliste: Story = {};

/** 'admin' in the admin area. */
export const Adminbereich: Story = {
  parameters: { portal: { account: adminAccount, route: '/admin' } satisfies PortalParameters },
};
