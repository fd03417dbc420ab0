import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminAccount, withPortal } from '../../storybook';
import { withApiKeyApi } from './apiKeyStoryApi';
import { ChangeLogTab } from './ChangeLogTab';

const meta = {
  title: 'Screens/Adminbereich/Änderungsprotokoll',
  component: ChangeLogTab,
  decorators: [withApiKeyApi, withPortal],
  parameters: { portal: { account: adminAccount, route: '/admin' } },
} satisfies Meta<typeof ChangeLogTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The change log's search: a change over an API key, one by an admin as the user, a creation. */
export const Suche: Story = {};
