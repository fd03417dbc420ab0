import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoAccount, hauptAccount, withPortal } from '../../storybook';
import { WebhooksPage } from './WebhooksPage';
import { withWebhookApi } from './webhooksStoryApi';

const meta = {
  title: 'Screens/Webhooks',
  component: WebhooksPage,
  decorators: [withWebhookApi, withPortal],
  parameters: { portal: { account: hauptAccount, route: '/masterdata/webhooks' } },
} satisfies Meta<typeof WebhooksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A main user's endpoints: the list, an empty form for a new one. */
export const Endpunkte: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('https://erp.papierwerke.example/disponent/webhooks');
  },
};

/** The endpoint marked: its events in the form and its delivery log with a retry and a test event. */
export const Zustellprotokoll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('https://erp.papierwerke.example/disponent/webhooks'));
    await canvas.findByText('Keine Antwort innerhalb von 10 s.', { exact: false });
  },
};

/** A user without the right reads why the page is closed to them. */
export const OhneBerechtigung: Story = {
  parameters: { portal: { account: demoAccount, route: '/masterdata/webhooks' } },
};
