import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminAccount, demoAccount, metroAccount, withPortal } from '../../storybook';
import { fixtureUsers, withUserApi } from './fixtures';
import { UserDialog } from './UserDialog';

const route = '/masterdata/usermanagement';

const meta = {
  title: 'Screens/Benutzermanagement/Benutzerdialog',
  component: UserDialog,
  decorators: [withUserApi, withPortal],
  parameters: { portal: { account: adminAccount, route } },
  args: { isOpen: true, user: null, onClose: () => undefined },
} satisfies Meta<typeof UserDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Benutzer anlegen' (350 px high): password and repeat required, the name checked while typing, 'Aktiv' for admins. */
export const Anlegen: Story = {};

/** A Metroversion user adds a user: the read-only version is Metroversion. */
export const AnlegenMetro: Story = { parameters: { portal: { account: metroAccount, route } } };

/** 'Benutzer … bearbeiten' (385 px high): the name is read-only, an empty password keeps the old one. */
export const Bearbeiten: Story = { args: { user: fixtureUsers[3] } };

/** The header's user button: the own user; a new password needs the current one, the own 'Aktiv' switch is locked. */
export const EigenerBenutzer: Story = {
  args: { user: fixtureUsers[2], own: true },
  parameters: { portal: { account: demoAccount, route } },
};
