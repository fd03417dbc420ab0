import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PortalRoutes } from '../../routing';
import { withPortal, type PortalParameters } from '../../storybook';
import { SendungsverfolgungPage } from './SendungsverfolgungPage';
import { STORY_TOKENS, withTrackingApi } from './sendungsverfolgungStoryApi';

const meta = {
  title: 'Screens/Sendungsverfolgung',
  component: SendungsverfolgungPage,
  decorators: [withTrackingApi, withPortal],
  render: () => <PortalRoutes />,
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
    portal: { account: null, route: `/sendungsverfolgung/${STORY_TOKENS.unterwegs}` } satisfies PortalParameters,
  },
} satisfies Meta<typeof SendungsverfolgungPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: the timeline up to 'Im Umschlaglager', the delivery window with its times. */
export const Unterwegs: Story = {};

/** Delivered: the notice, the proof of delivery with time, place and signature. */
export const Zugestellt: Story = {
  parameters: { portal: { account: null, route: `/sendungsverfolgung/${STORY_TOKENS.zugestellt}` } },
};

/** The unsubscribe link of a status mail: the question, the button, then the confirmation. */
export const Abbestellen: Story = {
  parameters: { portal: { account: null, route: `/sendungsverfolgung/${STORY_TOKENS.unterwegs}/abmelden` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Status-E-Mails abbestellen' }));
    await canvas.findByText('Sie erhalten zu dieser Sendung keine Status-E-Mails mehr.');
  },
};

/** An unknown link: the server's German message. */
export const Unbekannt: Story = {
  parameters: { portal: { account: null, route: '/sendungsverfolgung/unbekannt' } },
};
