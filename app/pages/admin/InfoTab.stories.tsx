import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { adminAccount, withPortal } from '../../storybook';
import { AdminPage } from './AdminPage';
import { withInfoApi } from './infoStoryApi';

const meta = {
  title: 'Screens/Adminbereich/Info',
  component: AdminPage,
  decorators: [withInfoApi, withPortal],
  parameters: { portal: { account: adminAccount, route: '/admin' } },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on the tab Info: active sessions, the server log with a failed login, file choice and row count. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Info' }));
    await canvas.findByRole('textbox', { name: 'Server-Log' });
  },
};

/** The index update running: the progress bar and the locked button, then the success notice. */
export const IndexAktualisieren: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Info' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Index aktualisieren' }));
    await canvas.findByRole('progressbar', { name: 'Index aktualisieren' });
  },
};
