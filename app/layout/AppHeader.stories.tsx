import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { navigation } from '../../schemas';
import { adminAccount, demoAccount, leserAccount, ruleContextOf, withPortal } from '../storybook';
import { appVersion } from '../version';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  decorators: [withPortal],
  args: {
    navigation,
    context: ruleContextOf(demoAccount),
    version: appVersion,
    username: demoAccount.user.username,
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'demo' of Nordlicht Logistik Hamburg: menu, version label, user and Logout, no admin button. */
export const Standardbenutzer: Story = {};

/** 'admin' of Spedition Nordlicht GmbH: the header additionally offers 'Adminbereich'. */
export const Administrator: Story = {
  args: { context: ruleContextOf(adminAccount), username: adminAccount.user.username },
};

/** 'leser' of Nordlicht Logistik Bremen: without the edit right the order entry menu items are hidden. */
export const OhneBearbeitungsrecht: Story = {
  args: { context: ruleContextOf(leserAccount), username: leserAccount.user.username },
};
