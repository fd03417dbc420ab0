import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminAccount, demoAccount, hauptAccount, withPortal } from '../../storybook';
import { withUserApi } from './fixtures';
import { UsermanagementPage } from './UsermanagementPage';

const route = '/masterdata/usermanagement';

const meta = {
  title: 'Screens/Benutzermanagement',
  component: UsermanagementPage,
  decorators: [withUserApi, withPortal],
  parameters: { portal: { account: adminAccount, route } },
} satisfies Meta<typeof UsermanagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: add, edit and 'zum Benutzer wechseln'. */
export const Administrator: Story = {};

/** A main user: adds and edits users, but cannot switch to them. */
export const Hauptbenutzer: Story = { parameters: { portal: { account: hauptAccount, route } } };

/** A standard user: edits only himself (the server refuses the others), adds nobody. */
export const Standard: Story = { parameters: { portal: { account: demoAccount, route } } };
